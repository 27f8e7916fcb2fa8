/**
 * Where a V8 CPU profile's time went, by self time: per package or source folder, then per function.
 *
 *   node bench/profile-summary.ts <file.cpuprofile> [rows]
 *   PROFILE_FROM=60 PROFILE_TO=120 node bench/profile-summary.ts <file.cpuprofile>
 *
 * PROFILE_FROM and PROFILE_TO (seconds from the profile's start) keep one window of the run, so
 * the cold first minutes of bench/day.ts and its warm ones can be read apart.
 *
 * For the API's profile that `BENCH_CPU_PROF=<dir> node bench/api.ts` writes (issue 29: the viral
 * row's profile, before and after). "(idle)" is time the process waited with nothing to run.
 */
import { readFileSync } from 'node:fs';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}
interface Profile {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
}

const [file, rowsArg] = process.argv.slice(2);
if (!file) {
  console.error('usage: node bench/profile-summary.ts <file.cpuprofile> [rows]');
  process.exit(2);
}
const rows = Number(rowsArg ?? 25);
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));

/** node_modules/<package> (scoped too), apps/<app>/src/<folder>/<module>, or V8's own name. */
function areaOf(f: CallFrame): string {
  const url = f.url.replace(/^file:\/\//, '');
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  const apps = url.indexOf('/apps/');
  if (apps >= 0)
    return url
      .slice(apps + 1)
      .split('/')
      .slice(0, 5)
      .join('/');
  if (url.startsWith('node:')) return 'node:' + (url.split(':')[1]?.split('/')[1] ?? '');
  return f.functionName || '(anonymous)';
}

const fromUs = Number(process.env.PROFILE_FROM ?? 0) * 1e6;
const toUs = Number(process.env.PROFILE_TO ?? Infinity) * 1e6;
const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
let total = 0;
let at = 0;
profile.samples.forEach((id, i) => {
  const f = frames.get(id)!;
  const dt = profile.timeDeltas[i] ?? 0;
  at += dt;
  if (at < fromUs || at >= toUs) return;
  total += dt;
  const area = areaOf(f);
  byArea.set(area, (byArea.get(area) ?? 0) + dt);
  const where = f.url ? ` ${f.url.replace(/^.*\/(node_modules|apps)\//, '$1/')}:${f.lineNumber + 1}` : '';
  const name = `${f.functionName || '(anonymous)'}${where}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + dt);
});

const show = (title: string, m: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [k, v] of [...m].sort((a, b) => b[1] - a[1]).slice(0, rows))
    console.log(`${((100 * v) / total).toFixed(1).padStart(6)} %  ${k}`);
};
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled of ${(at / 1e6).toFixed(1)} s`);
show('by package or folder (self time)', byArea);
show('by function (self time)', byFunction);
