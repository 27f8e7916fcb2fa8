import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../test/db.ts';
import { jobRows, jobsDueNow } from '../test/jobs.ts';
import { createDb, createPool } from '../db/client.ts';
import { migrate, migrationFiles } from '../db/migrate.ts';
import { JobQueue, backoffMs, enqueue } from './queue.ts';

let database: TestDatabase;
const queues: JobQueue[] = [];
const quiet = { error: () => {} };
const queue = (o: { leaseMs?: number } = {}) => {
  const q = new JobQueue(database.db, quiet, o);
  queues.push(q);
  return q;
};
beforeAll(async () => {
  database = await freshDatabase();
  queue();
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await database.drop();
});

describe('durable jobs (pg-boss)', () => {
  it('runs each job once even when two instances poll at the same time', async () => {
    const seen: number[] = [];
    const a = queue();
    const b = queue();
    for (const r of [a, b]) r.register('count', async (p) => void seen.push(p.n as number));
    for (let i = 0; i < 50; i++) await enqueue(database.db, 'count', { n: i });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(seen.sort((x, y) => x - y)).toEqual([...Array(50).keys()]);
  });

  it('writes the job in the caller’s transaction: rolled back, there is no job', async () => {
    await database.db
      .transaction(async (tx) => {
        await enqueue(tx, 'tx', {}, { uniqueKey: 'tx:rolled-back' });
        throw new Error('the donation failed');
      })
      .catch(() => {});
    await database.db.transaction((tx) => enqueue(tx, 'tx', {}, { uniqueKey: 'tx:committed' }));
    expect((await jobRows(database.db, { kind: 'tx' })).map((j) => j.key)).toEqual(['tx:committed']);
  });

  it('enqueues on the database of the caller when a process holds two (two apps in one test file)', async () => {
    const other = await freshDatabase();
    const q2 = new JobQueue(other.db, quiet);
    try {
      await other.db.transaction((tx) => enqueue(tx, 'elsewhere', { n: 1 }, { uniqueKey: 'elsewhere:1' }));
      await enqueue(other.db, 'elsewhere', { n: 2 }, { uniqueKey: 'elsewhere:2' });
      expect((await jobRows(other.db, { kind: 'elsewhere' })).map((j) => j.key).sort()).toEqual(['elsewhere:1', 'elsewhere:2']);
      expect(await jobRows(database.db, { kind: 'elsewhere' })).toEqual([]);
    } finally {
      await q2.stop();
      await other.drop();
    }
  });

  it('an instance that found its queues made by another enqueues in a transaction with no second connection', async () => {
    // Two instances start together; the other one creates the queues. This one, on a pool of one
    // connection held by its own transaction, must write the job through that transaction alone:
    // a lookup of the queue through the pool would wait for a connection that cannot come.
    const url = new URL(database.url);
    const pool = createPool(url.toString(), 1);
    const late = new JobQueue(createDb(pool), quiet);
    const first = queue();
    try {
      for (const q of [late, first]) q.register('found.elsewhere', async () => {});
      await late.ready();
      await first.knowQueues();
      await late.knowQueues();
      // Before the fix this failed after the pool's connectionTimeoutMillis (the CI run of stop 32).
      await createDb(pool).transaction((tx) => enqueue(tx, 'found.elsewhere', { n: 1 }, { uniqueKey: 'found:1' }));
      expect((await jobRows(database.db, { kind: 'found.elsewhere' })).map((j) => j.key)).toEqual(['found:1']);
    } finally {
      await late.stop();
      await pool.end();
    }
  });

  it('enqueues a unique key once while it waits or runs', async () => {
    await enqueue(database.db, 'once', {}, { uniqueKey: 'refund:42' });
    await enqueue(database.db, 'once', {}, { uniqueKey: 'refund:42' });
    expect(await jobRows(database.db, { key: 'refund:42' })).toHaveLength(1);
  });

  it('retries a failing job later with backoff, and gives up after max attempts', async () => {
    let calls = 0;
    const seen: number[] = [];
    const r = queue();
    r.register('flaky', async (_p, job) => {
      calls++;
      seen.push(job.attempts);
      throw new Error('provider down');
    });
    await enqueue(database.db, 'flaky', {}, { maxAttempts: 2 });
    await r.tick();
    expect(calls).toBe(1);
    const [j] = await jobRows(database.db, { kind: 'flaky' });
    expect(j!.state).toBe('retry');
    expect(j!.attempts).toBe(1);
    expect(j!.lastError).toBe('provider down');
    expect(j!.runAt.getTime()).toBeGreaterThan(Date.now());
    await r.tick(); // not due yet: nothing runs
    expect(calls).toBe(1);
    await jobsDueNow(database.db, 'flaky');
    await r.tick();
    const [after] = await jobRows(database.db, { kind: 'flaky' });
    expect(after!.failed).toBe(true);
    expect(calls).toBe(2);
    expect(seen).toEqual([1, 2]);
  });

  it('picks up a job whose worker died once its lease runs out', async () => {
    const r = queue({ leaseMs: 60_000 });
    let ran = 0;
    r.register('lease', async () => void ran++);
    await enqueue(database.db, 'lease', { x: 1 });
    // A worker takes the job and dies (SIGKILL): it stays active, held by nobody.
    await database.db.execute(sql`update pgboss.job set state = 'active', started_on = now() where name = 'lease' and state = 'created'`);
    await r.maintain();
    await r.tick();
    expect(ran).toBe(0);
    await database.db.execute(sql`update pgboss.job set started_on = now() - interval '2 minutes' where name = 'lease'`);
    await r.maintain();
    await jobsDueNow(database.db, 'lease');
    await r.tick();
    expect(ran).toBe(1);
    expect((await jobRows(database.db, { kind: 'lease' }))[0]!.done).toBe(true);
  });

  it('backs off exponentially with a ceiling (the outbox’s delays)', () => {
    expect(backoffMs(1)).toBeGreaterThanOrEqual(4000);
    expect(backoffMs(1)).toBeLessThanOrEqual(6000);
    expect(backoffMs(5)).toBeGreaterThanOrEqual(64_000);
    expect(backoffMs(50)).toBeLessThanOrEqual(3_600_000 * 1.2);
  });

  it('schedules a recurring job once per period across instances, however often they tick', async () => {
    let ran = 0;
    const a = queue();
    const b = queue();
    for (const r of [a, b]) r.every('hourly', 3_600_000, async () => void ran++);
    await a.tick();
    await b.tick();
    await a.tick();
    await b.tick();
    expect(ran).toBe(1);
    expect(await jobRows(database.db, { kind: 'hourly' })).toHaveLength(1);
  });

  it('deletes jobs finished more than a week ago and keeps the rest', async () => {
    const r = queue();
    r.register('old', async () => {});
    await enqueue(database.db, 'old', {}, { uniqueKey: 'old-done' });
    await enqueue(database.db, 'old', {}, { uniqueKey: 'recent-done' });
    await r.tick();
    await enqueue(database.db, 'old', {}, { uniqueKey: 'still-due', delayMs: 3_600_000 });
    await database.db.execute(
      sql`update pgboss.job set completed_on = now() - interval '8 days', keep_until = now() - interval '1 day' where singleton_key = 'old-done'`,
    );
    await r.maintain();
    expect((await jobRows(database.db, { kind: 'old' })).map((x) => x.key).sort()).toEqual(['recent-done', 'still-due']);
  });
});

describe('the move from the old jobs table (migration 0023)', () => {
  const serverUrl = inject('pgServerUrl');
  const name = `q_${randomBytes(5).toString('hex')}`;
  let pool: pg.Pool;
  afterAll(async () => {
    await pool?.end();
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('carries waiting jobs of an existing database into pg-boss, once, and drops the old table', async () => {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    pool = createPool(url.toString(), 4);
    const files = await migrationFiles();
    const before = files[files.indexOf('0023_jobs_to_pg_boss.sql') - 1]!;
    await migrate(pool, { until: before });
    await pool.query(`insert into jobs (kind, payload, unique_key, run_at, attempts, max_attempts, done_at, failed_at) values
      ('payments.refund', '{"refundId": 7}', 'refund:7', now(), 2, 30, null, null),
      ('campaigns.remove_media', '{"key": "a.jpg"}', null, now() + interval '1 hour', 0, 20, null, null),
      ('payments.payout', '{"payoutId": 1}', 'payout:1', now(), 1, 30, now(), null),
      ('payments.payout', '{"payoutId": 2}', 'payout:2', now(), 30, 30, null, now())`);
    await migrate(pool);
    expect((await pool.query(`select to_regclass('jobs') as t`)).rows[0].t).toBeNull();
    expect((await pool.query(`select kind from job_carryover order by id`)).rows.map((r) => r.kind)).toEqual([
      'payments.refund',
      'campaigns.remove_media',
    ]);

    const db = createDb(pool);
    const a = new JobQueue(db, quiet);
    const b = new JobQueue(db, quiet);
    await Promise.all([a.ready(), b.ready()]);
    const seen: unknown[] = [];
    a.register('payments.refund', async (p, job) => void seen.push([p.refundId, job.attempts]));
    await a.drain();
    await Promise.all([a.stop(), b.stop()]);
    expect(seen).toEqual([[7, 1]]);
    const moved = (await jobRows(db, {})).sort((x, y) => x.kind.localeCompare(y.kind));
    expect(moved.map((j) => [j.kind, j.key?.startsWith('refund') ? j.key : 'own key', j.pending, j.done])).toEqual([
      ['campaigns.remove_media', 'own key', true, false],
      ['payments.refund', 'refund:7', false, true],
    ]);
    // A fresh allowance of attempts each (30 and 20: retries 29 and 19).
    const limits = await pool.query(`select name, retry_limit from pgboss.job order by name`);
    expect(limits.rows.map((r) => r.retry_limit)).toEqual([19, 29]);
    expect((await pool.query(`select count(*)::int as n from job_carryover`)).rows[0].n).toBe(0);
  });
});
