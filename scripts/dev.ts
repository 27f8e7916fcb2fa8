/**
 * `npm run dev`: the API with reload on PORT (default 3000) and Vite with hot reload on the first
 * free port from PORT+1 (3001), proxying /api and /media to the API. Open Vite's address.
 * PORT already taken stops here with the same sentence the server says; nothing is started.
 */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Can we listen on `port` (on every address, as Vite and a non-loopback HOST would)? */
const free = (port: number, host?: string) =>
  new Promise<boolean>((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve(true)));
  });

const apiPort = Number(process.env.PORT ?? 3000);
if (!Number.isInteger(apiPort) || apiPort < 1 || apiPort > 65534) {
  console.error(`[ireti] PORT=${process.env.PORT} is not a port number (1–65534).`);
  process.exit(1);
}
if (!(await free(apiPort, process.env.HOST || '127.0.0.1'))) {
  console.error(`[ireti] Port ${apiPort} is in use — is Ireti already running? Set PORT=… to use another.`);
  process.exit(1);
}
let webPort = apiPort + 1;
while (webPort <= 65535 && !((await free(webPort, 'localhost')) && (await free(webPort)))) webPort++;
if (webPort > 65535) {
  console.error(`[ireti] No free port above ${apiPort} for the web app's dev server.`);
  process.exit(1);
}

const api = spawn(process.execPath, ['--watch-path=apps/api/src', '--watch-path=packages/shared/src', 'apps/api/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PORT: String(apiPort) },
});
const web = spawn(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), '--port', String(webPort), '--strictPort'], {
  cwd: path.join(root, 'apps/web'),
  stdio: 'inherit',
  // vite.config.ts proxies /api and /media to this port.
  env: { ...process.env, IRETI_API_PORT: String(apiPort) },
});
console.log(`[ireti] dev: open http://localhost:${webPort}/ (hot reload); the API is on port ${apiPort}`);
const stop = (sig: NodeJS.Signals) => {
  api.kill(sig);
  web.kill(sig);
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
api.on('exit', () => web.kill('SIGTERM'));
web.on('exit', () => api.kill('SIGTERM'));
