/**
 * `npm run test:e2e` after the build: the phone and desktop journeys side by side, each project in
 * a Playwright process of its own with its own server and embedded database (E2E_PORT and
 * E2E_PG_PORT apart), so the two cores both work (issue 24). Arguments go to both processes
 * (`npm run test:e2e -- donations.spec.ts`); `--project X` runs that project alone, in one process.
 * E2E_SERIAL=1 runs the projects one after the other, as before.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const cli = path.join(root, 'node_modules/@playwright/test/cli.js');
const config = path.join(root, 'apps/web/playwright.config.ts');
const basePort = Number(process.env.E2E_PORT ?? 3100);
const basePgPort = Number(process.env.E2E_PG_PORT ?? 54333);

function run(project: string | undefined, i: number): Promise<{ project: string; code: number; seconds: number }> {
  const started = Date.now();
  const projectArgs = project ? [`--project=${project}`] : [];
  // A file chosen by name may belong to one project only (donor-potholes is the phone's): the other has nothing to run.
  if (args.length) projectArgs.push('--pass-with-no-tests');
  const env = { ...process.env, E2E_PORT: String(basePort + i), E2E_PG_PORT: String(basePgPort + i) };
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [cli, 'test', '-c', config, ...projectArgs, ...args], { cwd: root, env, stdio: 'inherit' });
    child.on('exit', (code, signal) =>
      resolve({ project: project ?? 'all', code: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) }),
    );
  });
}

const chosen = args.includes('--project') || args.some((a) => a.startsWith('--project='));
const projects = chosen ? [undefined] : ['phone', 'desktop'];
const results = process.env.E2E_SERIAL
  ? await projects.reduce<Promise<Awaited<ReturnType<typeof run>>[]>>(
      async (done, p, i) => [...(await done), await run(p, i)],
      Promise.resolve([]),
    )
  : await Promise.all(projects.map((p, i) => run(p, i)));
for (const r of results) console.log(`[e2e] ${r.project}: ${r.code === 0 ? 'passed' : `failed (exit ${r.code})`} in ${r.seconds} s`);
process.exit(results.some((r) => r.code !== 0) ? 1 : 0);
