import { execFile, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadConfig } from '../config.ts';
import { buildApp } from '../app.ts';
import { createContext } from '../bootstrap.ts';
import type { AppContext } from '../context.ts';
import { createDb, createPool, type Db } from '../db/client.ts';
import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { ReadReplica, SAMPLE_MS } from '../db/read-replica.ts';
import { seedReference } from '../modules/reference/reference.service.ts';
import { createCampaign, createUser, tokenFor } from '../test/factories.ts';
import { validCampaign } from '../modules/campaigns/campaigns.fixtures.ts';
import { freePort, waitFor } from './harness.ts';

/**
 * Drill: the read replica (DATABASE_READ_URL, docs/decisions/082-read-replica.md) against a real
 * streaming replica. A primary is made with the machine's PostgreSQL binaries (initdb, in a
 * folder of its own: the machine's service and its pg_hba.conf are left alone), a standby of it
 * with `pg_basebackup -R -X stream`, both on free ports, run as the `postgres` user when the tests
 * run as root (PostgreSQL refuses root). Shows: visitors' reads go to the replica while it is
 * fresh (a row written while its replay is paused is not seen by them); sessions, a signed-in
 * owner's view and writes use the primary; a paused replica is left once it is more than
 * DATABASE_READ_MAX_LAG_MS behind and a stopped one at the next sample; the public cache keeps no
 * answer read from the replica that may miss a change it has noticed.
 *
 * The replica's clock (and the public cache's) is the test's own for the exact steps, so nothing
 * here depends on timing; one step runs the real wiring (openDatabase, real clock) with bounded waits.
 *
 * Needs the machine's PostgreSQL server binaries (Debian's postgresql package, which CI has: the
 * API suite runs against its service). Outside CI a machine without them skips the drill, saying so.
 */
function findPgBin(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((v) => /^\d+$/.test(v))
    .sort((a, b) => Number(b) - Number(a));
  for (const v of versions) {
    const bin = path.join(root, v, 'bin');
    if (['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].every((p) => existsSync(path.join(bin, p)))) return bin;
  }
  return undefined;
}
const BIN = findPgBin();
const asRoot = process.getuid?.() === 0;
const postgresUser = asRoot ? spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }) : undefined;
const missing = !BIN
  ? "PostgreSQL's server binaries (/usr/lib/postgresql/<version>/bin: apt-get install postgresql)"
  : asRoot && postgresUser?.status !== 0
    ? 'a postgres user to run PostgreSQL as (the tests run as root)'
    : '';
const skip = Boolean(missing) && !process.env.CI;
if (skip) console.warn(`drill read-replica.test.ts skipped: needs ${missing}`);

/** Runs one of PostgreSQL's programs (as the postgres user under root); rejects with its output. */
function pgRun(program: string, args: string[], timeoutMs = 60_000): Promise<string> {
  const cmd = path.join(BIN!, program);
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', cmd, ...args]] : [cmd, args];
  return new Promise((resolve, reject) =>
    execFile(file, argv, { timeout: timeoutMs, encoding: 'utf8' }, (err, stdout, stderr) =>
      err ? reject(new Error(`${program} ${args.join(' ')}: ${err.message}\n${stdout}\n${stderr}`)) : resolve(stdout),
    ),
  );
}

let dir: string;
const clusters: string[] = [];
const stopNow = () => {
  for (const d of clusters) {
    const cmd = path.join(BIN!, 'pg_ctl');
    const args = ['-D', d, 'stop', '-m', 'immediate', '-w'];
    if (asRoot) spawnSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'ignore' });
    else spawnSync(cmd, args, { stdio: 'ignore' });
  }
};
process.once('exit', stopNow);

async function startCluster(data: string, port: number) {
  await pgRun('pg_ctl', ['-D', data, '-l', `${data}.log`, '-w', '-t', '60', '-o', `-p ${port}`, 'start']);
  if (!clusters.includes(data)) clusters.push(data);
}
const stopCluster = (data: string) => pgRun('pg_ctl', ['-D', data, 'stop', '-m', 'fast', '-w', '-t', '60']);

let primaryPort: number;
let standbyPort: number;
let primaryUrl: string;
let standbyUrl: string;
let primaryDir: string;
let standbyDir: string;

/** Runs `text` on the standby itself (pause or resume its replay; its replay position). */
async function onStandby<T extends pg.QueryResultRow>(text: string) {
  const c = new pg.Client({ connectionString: standbyUrl.replace(/\/ireti$/, '/postgres') });
  await c.connect();
  try {
    return (await c.query<T>(text)).rows;
  } finally {
    await c.end();
  }
}

beforeAll(async () => {
  if (skip) return;
  if (missing) throw new Error(`CI must have ${missing} (.ci/run)`);
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-drill-replica-'));
  if (asRoot) {
    const uid = Number(postgresUser!.stdout.trim());
    const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim());
    await fs.chown(dir, uid, gid);
  }
  primaryDir = path.join(dir, 'primary');
  standbyDir = path.join(dir, 'standby');
  primaryPort = await freePort();
  standbyPort = await freePort();
  await pgRun('initdb', ['-D', primaryDir, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C', '--no-sync']);
  // initdb's pg_hba.conf lets local and 127.0.0.1 connections replicate (trust); wal_level is replica by default.
  await fs.appendFile(
    path.join(primaryDir, 'postgresql.conf'),
    `\nlisten_addresses = '127.0.0.1'\nunix_socket_directories = '${dir}'\nfsync = off\nshared_buffers = 32MB\nmax_wal_senders = 4\n`,
  );
  await startCluster(primaryDir, primaryPort);
  primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/ireti`;
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${primaryPort}/postgres` });
  await admin.connect();
  await admin.query('create database ireti');
  await admin.end();
  const pool = createPool(primaryUrl, 2);
  await migrate(pool);
  await seedReference(createDb(pool));
  await pool.end();

  await pgRun('pg_basebackup', [
    '-h',
    '127.0.0.1',
    '-p',
    String(primaryPort),
    '-U',
    'postgres',
    '-D',
    standbyDir,
    '-R',
    '-X',
    'stream',
    '-c',
    'fast',
  ]);
  await startCluster(standbyDir, standbyPort);
  standbyUrl = `postgres://postgres@127.0.0.1:${standbyPort}/ireti`;
  await waitFor('the standby to accept connections', async () => {
    try {
      const [r] = await onStandby<{ standby: boolean }>('select pg_is_in_recovery() as standby');
      return r?.standby === true;
    } catch {
      return false;
    }
  });
}, 180_000);

afterAll(async () => {
  if (skip) return;
  for (const d of clusters) await stopCluster(d).catch(() => stopNow());
  if (dir) await fs.rm(dir, { recursive: true, force: true });
}, 120_000);

/** The primary's flushed position has been replayed by the standby. */
async function caughtUp(db: Db) {
  const [p] = (await db.execute<{ lsn: string }>(sql`select pg_current_wal_flush_lsn()::text as lsn`)).rows;
  const [r] = await onStandby<{ ok: boolean }>(`select pg_last_wal_replay_lsn() >= '${p!.lsn}'::pg_lsn as ok`);
  return r!.ok;
}

describe.skipIf(skip)('drill: a real streaming replica behind DATABASE_READ_URL', () => {
  let clock = 1_000_000;
  let db: Db;
  let replica: ReadReplica;
  let ctx: AppContext;
  let app: FastifyInstance;
  let dataDir: string;

  const get = async (url: string, token?: string) => {
    const res = await app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { statusCode: res.statusCode, body: JSON.parse(res.body), cache: res.headers['x-cache'] };
  };
  /** Every notice the primary sent before now has reached the public cache. */
  let pings = 0;
  /** Every change notice sent before this call has reached the public cache (notices arrive in order). */
  const noticesIn = async () => {
    const ping = `ping ${++pings}`;
    await db.execute(sql`select pg_notify('ireti_public', ${ping})`);
    await waitFor('the ping to reach the public cache', async () => app.publicCache!.lastNotice === ping);
  };

  beforeAll(async () => {
    if (skip) return;
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-drill-replica-app-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: primaryUrl,
      DATABASE_READ_URL: standbyUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      PUBLIC_CACHE: 'on',
      PUBLIC_CACHE_TTL_MS: '120000',
    });
    db = createDb(createPool(primaryUrl, 10));
    replica = new ReadReplica(standbyUrl, db, { maxLagMs: config.DATABASE_READ_MAX_LAG_MS, now: () => clock });
    ctx = createContext(config, { db, replica }, { log: { error: () => {} } });
    app = await buildApp(ctx);
    await app.ready();
    app.publicCache!.now = () => clock;
    await waitFor('the public cache to listen', async () => app.publicCache!.serving);
  }, 60_000);

  afterAll(async () => {
    if (skip) return;
    await ctx?.jobs.stop();
    await app?.close();
    await replica?.close();
    await db?.$client.end();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('sends visitors to the replica while it is fresh; sessions, owners and writes to the primary; leaves it past the lag bound', async () => {
    const owner = await createUser(db);
    const seen = await createCampaign(db, owner.id, { title: 'Seen by everyone' });
    await waitFor('the standby to replay the setup', () => caughtUp(db));
    await replica.check();
    expect(replica.standby).toBe(true);
    expect(replica.fresh).toBe(true);
    expect(ctx.readDb).toBe(replica.db);
    expect((await get(`/api/v1/campaign/${seen.publicId}`)).statusCode).toBe(200);

    // The replica stops replaying; the primary goes on.
    await onStandby('select pg_wal_replay_pause()');
    const late = await createUser(db);
    const token = await tokenFor(db, late.id);
    const hidden = await createCampaign(db, late.id, { title: 'Written while the replica is paused' });
    clock += 300;
    await replica.check();
    expect(replica.fresh).toBe(true); // 300 ms behind at most: within DATABASE_READ_MAX_LAG_MS

    // A visitor reads the replica: the new campaign is not there yet.
    expect((await get(`/api/v1/campaign/${hidden.publicId}`)).statusCode).toBe(404);
    const explore = await get('/api/v1/campaigns/all?time=new&per_page=24');
    expect(explore.statusCode).toBe(200);
    expect(explore.body.entity.transactions.map((c: { title: string }) => c.title)).not.toContain('Written while the replica is paused');

    // A session made on the primary a moment ago works (sessions are never read from the replica),
    // and its owner sees the campaign, and edits it (a write), through the primary.
    const mine = await get(`/api/v1/campaign/${hidden.publicId}`, token);
    expect(mine.statusCode).toBe(200);
    expect(mine.body.entity.title).toBe('Written while the replica is paused');
    const edit = await app.inject({
      method: 'PUT',
      url: `/api/v1/campaign/${hidden.publicId}`,
      headers: { authorization: `Bearer ${token}` },
      payload: { ...validCampaign, title: 'Written while the replica is paused', summary: 'Edited on the primary' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    // Its change notice is in before the clock moves on: a NOTIFY can arrive after the reply, and
    // one that arrived after the jump below would be dated 701 ms later, inside the next test's
    // one-second window, where it rightly keeps the replica's answer out of the cache.
    await noticesIn();

    // Past the lag bound (no sample needed: freshness is judged when a read asks) visitors read the primary.
    clock += 701; // 1001 ms since the replica was last known caught up
    expect(replica.fresh).toBe(false);
    expect(ctx.readDb).toBe(db);
    const now = await get(`/api/v1/campaign/${hidden.publicId}`);
    expect(now.statusCode).toBe(200);
    expect(now.body.entity.summary).toBe('Edited on the primary');

    // Replaying again, the replica is taken back once a sample finds it caught up.
    await onStandby('select pg_wal_replay_resume()');
    await waitFor('the standby to catch up', () => caughtUp(db));
    clock += SAMPLE_MS;
    await replica.check();
    expect(replica.fresh).toBe(true);
    expect(ctx.readDb).toBe(replica.db);
    expect((await get(`/api/v1/campaign/${hidden.publicId}?again=1`)).statusCode).toBe(200);
  });

  it('keeps no cached answer read from the replica that may miss a change the cache has noticed', async () => {
    const owner = await createUser(db);
    await waitFor('the standby to replay the setup', () => caughtUp(db));
    // the earlier test's changes are noticed before the clock moves on, not in the window judged below
    await noticesIn();
    clock += SAMPLE_MS;
    await replica.check();
    expect(replica.fresh).toBe(true);
    const url = '/api/v1/campaigns/closed?per_page=50';
    // No job runs in this app (its queue is never started) and every change above was noticed
    // before the clock moved past it, so nothing falls in the window: read from the fresh replica and kept.
    expect((await get(url)).cache).toBe('miss');
    expect((await get(url)).cache).toBe('hit');

    // A campaign closes on the primary while the replica is paused; its notice drops the lists.
    await onStandby('select pg_wal_replay_pause()');
    clock += 100;
    const closed = await createCampaign(db, owner.id, {
      title: 'A success story',
      status: 2,
      goalReachedAt: new Date(),
      closedAt: new Date(),
    });
    await noticesIn();
    clock += 100;
    expect(replica.fresh).toBe(true);

    // Read from the replica (no story yet) and served, but not kept: it may miss the change noticed 100 ms ago.
    const first = await get(url);
    expect(first.cache).toBe('miss');
    expect(JSON.stringify(first.body.entity.campaigns)).not.toContain(closed.publicId);
    const second = await get(url);
    expect(second.cache).toBe('miss');

    // Once the replica is past the bound the read goes to the primary, shows the story, and is kept.
    clock += 1000;
    expect(replica.fresh).toBe(false);
    const third = await get(url);
    expect(third.cache).toBe('miss');
    expect(JSON.stringify(third.body.entity.campaigns)).toContain(closed.publicId);
    const fourth = await get(url);
    expect(fourth.cache).toBe('hit');
    expect(fourth.body).toEqual(third.body);

    await onStandby('select pg_wal_replay_resume()');
    await waitFor('the standby to catch up', () => caughtUp(db));
  });

  it('runs from the configuration: openDatabase samples the replica, leaves it when paused, and closes its pool', async () => {
    const database = await openDatabase(
      loadConfig({ NODE_ENV: 'test', DATABASE_URL: primaryUrl, DATABASE_READ_URL: standbyUrl, DATA_DIR: dataDir }),
    );
    try {
      const live = database.replica!;
      expect(live).toBeDefined();
      await waitFor('the replica to be fresh', async () => live.fresh, 20_000, 50);
      await onStandby('select pg_wal_replay_pause()');
      await createUser(database.db);
      // The real clock: within DATABASE_READ_MAX_LAG_MS (plus a sample) the replica is left.
      await waitFor('the paused replica to be left', async () => !live.fresh, 20_000, 50);
      await onStandby('select pg_wal_replay_resume()');
      await waitFor('the replica to be taken back', async () => live.fresh, 20_000, 50);
    } finally {
      await database.close();
    }
    expect(database.replica!.pool.ended).toBe(true);
    expect(database.replica!.fresh).toBe(false);
  }, 60_000);

  it('leaves a stopped replica at the next sample, and visitors are still answered', async () => {
    const owner = await createUser(db);
    const c = await createCampaign(db, owner.id, { title: 'Still answered' });
    await waitFor('the standby to replay it', () => caughtUp(db));
    clock += SAMPLE_MS;
    await replica.check();
    expect(replica.fresh).toBe(true);
    await stopCluster(standbyDir);
    clock += SAMPLE_MS;
    await replica.check();
    expect(replica.fresh).toBe(false);
    expect(ctx.readDb).toBe(db);
    const page = await get(`/api/v1/campaign/${c.publicId}`);
    expect(page.statusCode).toBe(200);
    expect(page.body.entity.title).toBe('Still answered');
  });
});
