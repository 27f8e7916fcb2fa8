/**
 * `npm test`, the README's one command: everything, with the time of each stage (issue 24).
 * Two lanes side by side, so the two cores are both busy from the first minute to the last: the
 * API suite in one (it mostly waits on PostgreSQL and the fake providers); in the other the shared
 * and web component tests, the web build, then the browser journeys on that build
 * (scripts/e2e.ts: phone and desktop side by side). The journeys wait on timers and the network
 * a sixth of their time and the API suite a tenth of its own; beside each other they fill each
 * other's waits (962 s one after the other, 914 s side by side on this machine: decision 099).
 * The build goes to a folder of its own (data/web-test), not apps/web/dist: the API tests that
 * start server.ts serve apps/web/dist when it is there, and must not find it half written. A stage
 * that fails ends its lane; the run exits with its code once the other lane finishes.
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
/** The stages of a lane one after the other, stopping at the first that fails. */
async function lane(...stages: Array<() => Promise<{ name: string; code: number }>>) {
  let last = { name: '', code: 0 };
  for (const next of stages) if ((last = await next()).code !== 0) break;
  return last;
}
await all(
  stage('API suite', npm, ['run', 'test:api']),
  lane(
    () => stage('unit tests (shared, web components)', npm, ['run', 'test:unit']),
    () => stage('web build', npm, ['run', 'build'], { ...process.env, WEB_OUT_DIR: webDist }),
    () =>
      stage('browser journeys (phone and desktop side by side)', process.execPath, [path.join(root, 'scripts/e2e.ts')], {
        ...process.env,
        E2E_WEB_DIST: webDist,
      }),
  ),
);
console.log(`--> npm test: passed in ${Math.round((Date.now() - started) / 1000)} s`);
