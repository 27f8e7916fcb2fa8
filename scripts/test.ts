/**
 * `npm test`, the README's one command: everything, with the time of each stage (issue 24).
 * The shared and web component tests first; then the API suite and the web build side by side
 * (the suite mostly waits on PostgreSQL and the fake providers, the build is all CPU, so together
 * they keep both cores busy); then the browser journeys on that build (scripts/e2e.ts: phone and
 * desktop side by side). The build goes to a folder of its own (data/web-test), not apps/web/dist:
 * the API tests that start server.ts serve apps/web/dist when it is there, and must not find it
 * half written. A stage that fails stops the run with its exit code, after the stages running
 * beside it finish.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const started = Date.now();
const webDist = path.join(root, 'data/web-test');

function stage(
  name: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ name: string; code: number }> {
  const t = Date.now();
  console.log(`\n--> ${name}`);
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', env });
    child.on('exit', (code, signal) => {
      const c = code ?? (signal ? 1 : 0);
      console.log(`--> ${name}: ${c === 0 ? 'passed' : `failed (exit ${c})`} in ${Math.round((Date.now() - t) / 1000)} s`);
      resolve({ name, code: c });
    });
  });
}

async function all(...stages: Promise<{ name: string; code: number }>[]) {
  const failed = (await Promise.all(stages)).find((r) => r.code !== 0);
  if (failed) {
    console.log(`--> npm test: ${failed.name} failed, after ${Math.round((Date.now() - started) / 1000)} s`);
    process.exit(failed.code);
  }
}

rmSync(webDist, { recursive: true, force: true });
await all(stage('unit tests (shared, web components)', npm, ['run', 'test:unit']));
await all(
  stage('API suite', npm, ['run', 'test:api']),
  stage('web build', npm, ['run', 'build'], { ...process.env, WEB_OUT_DIR: webDist }),
);
await all(
  stage('browser journeys (phone and desktop side by side)', process.execPath, [path.join(root, 'scripts/e2e.ts')], {
    ...process.env,
    E2E_WEB_DIST: webDist,
  }),
);
console.log(`--> npm test: passed in ${Math.round((Date.now() - started) / 1000)} s`);
