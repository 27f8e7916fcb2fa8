import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../test/db.ts';
import { JobRunner, backoffMs, enqueue, pruneFinishedJobs } from './queue.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());
const quiet = { error: () => {} };

describe('durable jobs', () => {
  it('runs each job once even when two instances poll at the same time', async () => {
    const seen: number[] = [];
    const a = new JobRunner(database.db, quiet);
    const b = new JobRunner(database.db, quiet);
    for (const r of [a, b]) r.register('count', async (p) => void seen.push(p.n as number));
    for (let i = 0; i < 50; i++) await enqueue(database.db, 'count', { n: i });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(seen.sort((x, y) => x - y)).toEqual([...Array(50).keys()]);
  });

  it('enqueues a unique key once', async () => {
    await enqueue(database.db, 'once', {}, { uniqueKey: 'refund:42' });
    await enqueue(database.db, 'once', {}, { uniqueKey: 'refund:42' });
    const { rows } = await database.db.execute(sql`select count(*)::int as n from jobs where unique_key = 'refund:42'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('retries a failing job later with backoff, and gives up after max attempts', async () => {
    let calls = 0;
    const r = new JobRunner(database.db, quiet);
    r.register('flaky', async () => {
      calls++;
      throw new Error('provider down');
    });
    await enqueue(database.db, 'flaky', {}, { maxAttempts: 2 });
    await r.tick();
    expect(calls).toBe(1);
    const { rows } = await database.db.execute(sql`select run_at, attempts, last_error, failed_at from jobs where kind = 'flaky'`);
    expect(rows[0]!.attempts).toBe(1);
    expect(rows[0]!.last_error).toBe('provider down');
    expect(new Date(rows[0]!.run_at as string).getTime()).toBeGreaterThan(Date.now());
    await database.db.execute(sql`update jobs set run_at = now() where kind = 'flaky'`);
    await r.tick();
    const after = await database.db.execute(sql`select failed_at from jobs where kind = 'flaky'`);
    expect(after.rows[0]!.failed_at).not.toBeNull();
    expect(calls).toBe(2);
  });

  it('picks up a job whose worker died once its lease runs out', async () => {
    await enqueue(database.db, 'lease', { x: 1 });
    await database.db.execute(
      sql`update jobs set locked_by = 'dead-worker', locked_until = now() + interval '1 hour', attempts = 1 where kind = 'lease'`,
    );
    let ran = 0;
    const r = new JobRunner(database.db, quiet);
    r.register('lease', async () => void ran++);
    await r.tick();
    expect(ran).toBe(0);
    await database.db.execute(sql`update jobs set locked_until = now() - interval '1 second' where kind = 'lease'`);
    await r.tick();
    expect(ran).toBe(1);
  });

  it('backs off exponentially with a ceiling', () => {
    expect(backoffMs(1)).toBeGreaterThanOrEqual(4000);
    expect(backoffMs(1)).toBeLessThanOrEqual(6000);
    expect(backoffMs(5)).toBeGreaterThanOrEqual(64_000);
    expect(backoffMs(50)).toBeLessThanOrEqual(3_600_000 * 1.2);
  });

  it('schedules a recurring job once per period, however often it ticks', async () => {
    let ran = 0;
    const r = new JobRunner(database.db, quiet);
    r.every('hourly', 3_600_000, async () => void ran++);
    await r.tick();
    await r.tick();
    await r.tick();
    expect(ran).toBe(1);
    const { rows } = await database.db.execute(sql`select count(*)::int as n from jobs where kind = 'hourly'`);
    expect(rows[0]!.n).toBe(1);
  });

  it('prunes jobs finished more than a week ago and keeps the rest', async () => {
    await enqueue(database.db, 'old', {}, { uniqueKey: 'old-done' });
    await enqueue(database.db, 'old', {}, { uniqueKey: 'recent-done' });
    await enqueue(database.db, 'old', {}, { uniqueKey: 'still-due' });
    await database.db.execute(sql`update jobs set done_at = now() - interval '8 days' where unique_key = 'old-done'`);
    await database.db.execute(sql`update jobs set done_at = now() - interval '1 day' where unique_key = 'recent-done'`);
    expect(await pruneFinishedJobs(database.db)).toBe(1);
    const { rows } = await database.db.execute(sql`select unique_key from jobs where kind = 'old' order by unique_key`);
    expect(rows.map((x) => x.unique_key)).toEqual(['recent-done', 'still-due']);
  });
});
