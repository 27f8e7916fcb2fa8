import { afterAll, describe, expect, it } from 'vitest';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
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
    env: {
      ...process.env,
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
      DATABASE_URL: '',
    },
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

const exited = (c: ChildProcess) =>
  new Promise<number | null>((r) => (c.exitCode !== null ? r(c.exitCode) : c.once('exit', (code) => r(code))));

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

/** A port the system says is free now (never assumed: other copies of the site run here). */
async function freePort(): Promise<number> {
  const srv = await occupy();
  const port = (srv.address() as net.AddressInfo).port;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Another program holding a port: a plain TCP server on 127.0.0.1 (`0`: any free port). */
function occupy(port = 0): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer((c) => c.destroy());
    srv.once('error', reject);
    srv.listen({ port, host: '127.0.0.1', exclusive: true }, () => resolve(srv));
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `node <script>` from `cwd` (by default the absolute path of server.ts, from this process's folder). */
function run(env: Record<string, string>, o: { cwd?: string; script?: string } = {}): Run {
  const c = spawn(process.execPath, [o.script ?? path.join(here, 'server.ts')], {
    cwd: o.cwd,
    env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let out = '';
  c.stdout!.on('data', (b: Buffer) => (out += b.toString('utf8')));
  c.stderr!.on('data', (b: Buffer) => (out += b.toString('utf8')));
  return { child: c, output: () => out, exited: exited(c) };
}

async function readyAt(url: string, r: Run) {
  for (let i = 0; i < 240; i++) {
    if (r.child.exitCode !== null) throw new Error(`the server exited: ${r.output()}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((res) => setTimeout(res, 250));
  }
  throw new Error(`server did not become ready: ${r.output()}`);
}

const started: Run[] = [];
const servers: net.Server[] = [];
const dirs: string[] = [];
afterAll(async () => {
  for (const r of started) if (r.child.pid && r.child.exitCode === null) process.kill(-r.child.pid, 'SIGKILL');
  for (const s of servers) s.close();
  await new Promise((r) => setTimeout(r, 500));
  for (const d of dirs) await fs.rm(d, { recursive: true, force: true });
});

describe('start-up failures say one sentence', () => {
  it(
    'takes another port when the embedded PostgreSQL port is busy; refuses a second copy on the same data folder; names a busy HTTP port',
    { timeout: 180_000 },
    async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-busy-'));
      dirs.push(dir);
      const busy = await occupy();
      servers.push(busy);
      const busyPg = (busy.address() as net.AddressInfo).port;
      const httpPort = await freePort();

      // The embedded server's port is held by another program: it comes up on a free one.
      const first = run({ PORT: String(httpPort), DATA_DIR: dir, EMBEDDED_PG_PORT: String(busyPg) });
      started.push(first);
      await readyAt(`http://127.0.0.1:${httpPort}`, first);
      expect(first.output()).toContain(`port ${busyPg} is taken by another program; using `);
      expect(first.output()).not.toMatch(/\bundefined\b/);

      // A second copy on the same ./data is refused by name, and the first keeps its database.
      const second = run({ PORT: String(await freePort()), DATA_DIR: dir, EMBEDDED_PG_PORT: String(busyPg) });
      started.push(second);
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(`Another copy of Ireti is already using ${dir} (pid ${first.child.pid}); stop it or set DATA_DIR`);
      expect((await fetch(`http://127.0.0.1:${httpPort}/readyz`)).status).toBe(200);
      process.kill(first.child.pid!, 'SIGINT');
      expect(await first.exited).toBe(0);

      // The HTTP port is held by another program: one sentence, and nothing left running.
      const web = await occupy();
      servers.push(web);
      const webPort = (web.address() as net.AddressInfo).port;
      const third = run({ PORT: String(webPort), DATA_DIR: dir, EMBEDDED_PG_PORT: String(busyPg) });
      started.push(third);
      expect(await third.exited).toBe(1);
      expect(third.output().trim().split('\n').at(-1)).toBe(
        `[ireti] Port ${webPort} is in use — is Ireti already running? Set PORT=… to use another.`,
      );
      expect(third.output()).not.toMatch(/\bundefined\b|\n\s+at /);
      expect(existsSync(path.join(dir, 'pg', 'postmaster.pid'))).toBe(false);
      expect(existsSync(path.join(dir, 'ireti.pid'))).toBe(false);
    },
  );

  it(
    "refuses a second copy on a data folder in use however either was started (relative paths, other folders), and leaves the first one's database running",
    { timeout: 180_000 },
    async () => {
      const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-twice-'));
      dirs.push(dir);
      const repo = path.resolve(here, '../../..');
      const httpPort = await freePort();
      const pgPort = String(await freePort());
      // as a person types it at the top of the repository: `node apps/api/src/server.ts`
      const first = run(
        { PORT: String(httpPort), DATA_DIR: dir, EMBEDDED_PG_PORT: pgPort },
        { cwd: repo, script: 'apps/api/src/server.ts' },
      );
      started.push(first);
      await readyAt(`http://127.0.0.1:${httpPort}`, first);
      const lock = await fs.readFile(path.join(dir, 'ireti.pid'), 'utf8');

      // the same copy again from apps/api, and from the repository by another relative path, the data folder named relatively too
      const attempts = [
        { cwd: path.join(repo, 'apps/api'), script: 'src/server.ts', DATA_DIR: dir },
        { cwd: repo, script: './apps/api/src/../src/server.ts', DATA_DIR: path.relative(repo, dir) },
      ];
      for (const a of attempts) {
        // the same settings, as a second `npm start` would have (the port is the first one's)
        const again = run({ PORT: String(httpPort), DATA_DIR: a.DATA_DIR, EMBEDDED_PG_PORT: pgPort }, a);
        started.push(again);
        expect(await again.exited).toBe(1);
        expect(again.output()).toContain(`(pid ${first.child.pid}); stop it or set DATA_DIR to another folder.`);
        expect(again.output()).not.toContain('stopping it');
        // the first copy keeps its lock and its database
        expect(await fs.readFile(path.join(dir, 'ireti.pid'), 'utf8')).toBe(lock);
        const ready = await fetch(`http://127.0.0.1:${httpPort}/readyz`);
        expect([ready.status, (await ready.json()).entity]).toEqual([200, { database: 'up' }]);
      }
      process.kill(first.child.pid!, 'SIGINT');
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dir, 'ireti.pid'))).toBe(false);
    },
  );

  it('names the host of a DATABASE_URL it cannot reach, without its password or a stack', { timeout: 60_000 }, async () => {
    const closed = await freePort();
    const r = run({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://ireti.test',
      PORT: String(await freePort()),
      DATABASE_URL: `postgres://ireti:s3cretpw@127.0.0.1:${closed}/ireti`,
    });
    started.push(r);
    expect(await r.exited).toBe(1);
    expect(r.output()).toContain(
      `Cannot reach the database at 127.0.0.1:${closed} (connection refused); check DATABASE_URL and that PostgreSQL is running there.`,
    );
    expect(r.output()).not.toMatch(/s3cretpw|\n\s+at |\bundefined\b/);
  });
});
