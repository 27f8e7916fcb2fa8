/**
 * The server the browser journeys run against: the built web app and the API on a fresh
 * embedded database in data/e2e, with the demo data and the fast job loop.
 */
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = process.env.PORT ?? '3100';
const dataDir = path.join(root, `data/e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });
const child = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    EMBEDDED_PG_PORT: process.env.E2E_PG_PORT ?? '54333',
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    PORT: port,
    WEB_DIST: process.env.E2E_WEB_DIST ?? path.join(root, 'apps/web/dist'),
    DATABASE_URL: '',
    // The journeys speak through the loopback as if from their own addresses (X-Forwarded-For,
    // e2e/support.ts), so the per-address limits count each journey apart.
    TRUST_PROXY: 'loopback',
  },
});
for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => child.kill(sig));
child.on('exit', (code) => process.exit(code ?? 0));
