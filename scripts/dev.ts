/** `npm run dev`: the API on PORT (3000) and Vite with hot reload on 5173, proxying /api to it. */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const api = spawn(process.execPath, ['--watch-path=apps/api/src', '--watch-path=packages/shared/src', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
});
const web = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js')], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
});
const stop = (sig: NodeJS.Signals) => {
  api.kill(sig);
  web.kill(sig);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
api.on('exit', () => web.kill('SIGTERM'));
web.on('exit', () => api.kill('SIGTERM'));
