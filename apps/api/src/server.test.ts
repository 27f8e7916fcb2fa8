import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The process as `npm start` runs it, on the embedded PostgreSQL: data survives a clean stop, a
 * SIGKILL of the API alone (its database server is left running) and a SIGKILL of the whole
 * process group (PostgreSQL's own crash recovery); Ctrl-C stops everything cleanly.
 * Only meaningful for the embedded default, so the run against TEST_DATABASE_URL skips it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-server-'));
const port = 20_000 + Math.floor(Math.random() * 20_000);
const pgPort = 40_000 + Math.floor(Math.random() * 20_000);
const base = `http://127.0.0.1:${port}`;
let child: ChildProcess | undefined;

function start() {
  child = spawn(process.execPath, [path.join(here, 'server.ts')], {
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, EMBEDDED_PG_PORT: String(pgPort), SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: '' },
    stdio: 'ignore',
    detached: true,
  });
  return child;
}

async function ready() {
  for (let i = 0; i < 240; i++) {
    try {
      const r = await fetch(`${base}/readyz`);
      if (r.ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('server did not become ready');
}

const exited = (c: ChildProcess) => new Promise<number | null>((r) => (c.exitCode !== null ? r(c.exitCode) : c.once('exit', (code) => r(code))));

async function send(name: string) {
  const r = await fetch(`${base}/api/v1/email/support`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': name },
    body: JSON.stringify({ name, email: `${name.toLowerCase()}@example.ng`, mobile: '+2348012345678', message: `from ${name}` }),
  });
  return (await r.json()).status.code;
}

async function recipients(): Promise<string[]> {
  const r = await fetch(`${base}/api/v1/dev/outbox`);
  return (await r.json()).entity.messages.map((m: { to: string }) => m.to);
}

afterAll(async () => {
  if (child?.pid && child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
  await new Promise((r) => setTimeout(r, 500));
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe.skipIf(!!process.env.TEST_DATABASE_URL)('npm start on the embedded database', () => {
  it('keeps committed data across a clean stop, a killed API and a killed process group', { timeout: 180_000 }, async () => {
    start();
    await ready();
    expect(await send('Amina')).toBe(100);

    // SIGKILL the API only: its PostgreSQL is orphaned and must be taken over on the next start.
    process.kill(child!.pid!, 'SIGKILL');
    await exited(child!);
    start();
    await ready();
    expect(await recipients()).toContain('amina@example.ng');
    expect(await send('Bola')).toBe(100);

    // SIGKILL everything: PostgreSQL recovers from its write-ahead log.
    process.kill(-child!.pid!, 'SIGKILL');
    await exited(child!);
    start();
    await ready();
    expect(await recipients()).toEqual(expect.arrayContaining(['amina@example.ng', 'bola@example.ng']));

    // Ctrl-C: the API and the database stop cleanly.
    process.kill(child!.pid!, 'SIGINT');
    expect(await exited(child!)).toBe(0);
    expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});
