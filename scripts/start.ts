/**
 * `npm start`: builds the web app when it is missing or older than its sources, then runs the
 * API, which serves the built app and the API from one process on PORT (default 3000).
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'apps/web/dist/index.html');

function newest(dir: string): number {
  let t = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) continue;
    const p = path.join(dir, entry.name);
    t = Math.max(t, entry.isDirectory() ? newest(p) : statSync(p).mtimeMs);
  }
  return t;
}

const sources = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/vite.config.ts', 'packages/shared/src'].map((p) =>
  path.join(root, p),
);
const sourceTime = Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs)));
if (!existsSync(dist) || statSync(dist).mtimeMs < sourceTime) {
  // One short line for a newcomer; the build's own listing (file sizes) only when it fails, so
  // the demo logins stay the last thing on screen.
  process.stdout.write('[ireti] building the web app… ');
  const started = Date.now();
  const r = spawnSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build'], {
    cwd: path.join(root, 'apps/web'),
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  if (r.status !== 0) {
    process.stdout.write('failed\n');
    process.stderr.write(`${r.stdout ?? ''}${r.stderr ?? ''}`);
    process.exit(r.status ?? 1);
  }
  console.log(`done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// Two glibc malloc arenas: image decoding on several threads otherwise ratchets the process's
// memory up (docs/decisions/010-media-storage.md); an operator's own setting wins.
const env = { ...process.env, MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2' };
const child = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], { cwd: root, stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
