import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { PublicCache } from '../http/public-cache.ts';
import { Metrics } from '../metrics/registry.ts';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { lsnValue, ReadReplica, SAMPLE_MS } from './read-replica.ts';

/**
 * The read replica's rules (docs/decisions/082-read-replica.md) with a clock of the test's own.
 * A real streaming replica is in drills/read-replica.test.ts; here DATABASE_READ_URL is the test
 * database itself under a second pool (not a standby), or an address nobody answers.
 */
describe('lsnValue', () => {
  it('orders WAL positions as PostgreSQL does', () => {
    expect(lsnValue('0/0')).toBe(0n);
    expect(lsnValue('0/16B3748')).toBe(0x16b3748n);
    expect(lsnValue('16/B374D848')).toBe((0x16n << 32n) + 0xb374d848n);
    expect(lsnValue('1/0') > lsnValue('0/FFFFFFFF')).toBe(true);
    expect(lsnValue('A/1') > lsnValue('9/FFFFFFFF')).toBe(true);
    expect(lsnValue('a/b')).toBe(lsnValue('A/B'));
  });
  it('refuses what is not a position', () => {
    for (const bad of ['', '16', '16/', '/1', 'x/1', '1/2/3', '123456789/0'])
      expect(() => lsnValue(bad), bad).toThrow(/not a WAL position/);
  });
});

describe('config', () => {
  it('reads DATABASE_READ_URL and DATABASE_READ_MAX_LAG_MS (1000 by default), only with DATABASE_URL', () => {
    const base = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/ireti', PUBLIC_URL: 'https://ireti.ng' } as const;
    expect(loadConfig(base).DATABASE_READ_URL).toBeUndefined();
    expect(loadConfig(base).DATABASE_READ_MAX_LAG_MS).toBe(1000);
    const c = loadConfig({ ...base, DATABASE_READ_URL: 'postgres://replica/ireti', DATABASE_READ_MAX_LAG_MS: '2500' });
    expect(c.DATABASE_READ_URL).toBe('postgres://replica/ireti');
    expect(c.DATABASE_READ_MAX_LAG_MS).toBe(2500);
    expect(loadConfig({ ...base, DATABASE_READ_URL: '' }).DATABASE_READ_URL).toBeUndefined();
    expect(() => loadConfig({ ...base, DATABASE_READ_URL: 'not a url' })).toThrow(/DATABASE_READ_URL/);
    expect(() => loadConfig({ ...base, DATABASE_READ_MAX_LAG_MS: '10' })).toThrow(/DATABASE_READ_MAX_LAG_MS/);
    expect(() => loadConfig({ NODE_ENV: 'development', DATABASE_READ_URL: 'postgres://replica/ireti' })).toThrow(
      /DATABASE_READ_URL: set DATABASE_URL too/,
    );
  });
});

describe('ReadReplica with a clock of its own', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('without DATABASE_READ_URL, ctx.readDb is the primary', () => {
    expect(t.ctx.replica).toBeUndefined();
    expect(t.ctx.readDb).toBe(t.ctx.db);
  });

  it('a URL that is not a standby is caught up at every sample that answers, and left once samples stop for longer than the bound', async () => {
    let clock = 50_000;
    const r = new ReadReplica(t.database.url, t.ctx.db, { maxLagMs: 1000, now: () => clock, poolSize: 2 });
    const changes: boolean[] = [];
    r.onChange = (fresh) => changes.push(fresh);
    try {
      expect(r.fresh).toBe(false); // nothing sampled yet
      expect(r.readDb).toBe(t.ctx.db);
      await r.check();
      expect(r.standby).toBe(false);
      expect(r.fresh).toBe(true);
      expect(r.readDb).toBe(r.db);
      expect(r.readDb).not.toBe(t.ctx.db);
      clock += 1000;
      expect(r.fresh).toBe(true); // exactly the bound
      expect(r.lagMs).toBe(1000);
      clock += 1;
      expect(r.fresh).toBe(false); // no sample for longer than the bound: the primary
      expect(r.readDb).toBe(t.ctx.db);
      await r.check();
      expect(r.fresh).toBe(true);
      expect(changes).toEqual([true]); // told at samples only, when it changed
    } finally {
      await r.close();
    }
    expect(r.fresh).toBe(false);
    expect(r.readDb).toBe(t.ctx.db);
    expect(r.pool.ended).toBe(true);
  });

  it('a replica that does not answer is left at the next sample, and the reason is told', async () => {
    let clock = 0;
    // a port nothing listens on (connection refused at once)
    const r = new ReadReplica('postgres://postgres@127.0.0.1:1/ireti', t.ctx.db, { now: () => clock, poolSize: 1 });
    const told: [boolean, string][] = [];
    r.onChange = (fresh, why) => told.push([fresh, why]);
    try {
      await r.check();
      expect(r.fresh).toBe(false);
      expect(r.lagMs).toBe(Infinity);
      expect(r.readDb).toBe(t.ctx.db);
      expect(told).toEqual([]); // it never was fresh
      clock += SAMPLE_MS;
      await r.check();
      expect(r.standby).toBeNull();
    } finally {
      await r.close();
    }
  });

  it('shows in the metrics: fresh 1/0 and the known lag', async () => {
    let clock = 0;
    const r = new ReadReplica(t.database.url, t.ctx.db, { maxLagMs: 1000, now: () => clock, poolSize: 1 });
    const metrics = new Metrics(t.ctx.db);
    metrics.watchReplica(r);
    try {
      await r.check();
      clock += 250;
      expect(await metrics.text()).toMatch(/^ireti_db_replica_fresh 1$/m);
      expect(await metrics.text()).toMatch(/^ireti_db_replica_lag_seconds 0.25$/m);
      clock += 1000;
      expect(await metrics.text()).toMatch(/^ireti_db_replica_fresh 0$/m);
    } finally {
      await r.close();
    }
    const none = new Metrics(t.ctx.db);
    none.watchReplica(undefined);
    expect(await none.text()).not.toContain('ireti_db_replica');
  });

  it('start() samples at once, and close() stops the sampling', async () => {
    const r = new ReadReplica(t.database.url, t.ctx.db, { poolSize: 2 });
    await r.start();
    expect(r.fresh).toBe(true);
    await r.close();
    expect(r.fresh).toBe(false);
    expect(r.pool.ended).toBe(true);
  });
});

describe('PublicCache.generationAt (answers read from the replica)', () => {
  it('gives the change sequence current at a past time', () => {
    let clock = 10_000;
    const cache = new PublicCache({ now: () => clock });
    cache.setListening(true); // change 1 at 10 000
    expect(cache.generationAt(9_999)).toBe(0);
    expect(cache.generationAt(10_000)).toBe(1);
    clock = 10_500;
    cache.changed('state 7 abc123'); // change 2
    clock = 11_000;
    cache.changed('money 8 def456'); // change 3
    expect(cache.generation).toBe(3);
    expect(cache.generationAt(10_499)).toBe(1);
    expect(cache.generationAt(10_500)).toBe(2);
    expect(cache.generationAt(10_999)).toBe(2);
    expect(cache.generationAt(11_000)).toBe(3);
    // a minute on, old changes are forgotten but the answer for the last minute stays exact
    clock = 80_000;
    cache.changed('state 9 ghi789'); // change 4
    expect(cache.generationAt(79_999)).toBe(3);
    expect(cache.generationAt(80_000)).toBe(4);
    expect(cache.generationAt(20_000)).toBe(3);
  });

  it('an answer put as of before a change it may miss is not kept; one as of after it is', () => {
    let clock = 0;
    const cache = new PublicCache({ now: () => clock });
    cache.setListening(true);
    clock = 5_000;
    cache.changed('state 7 abc123'); // every list goes
    clock = 5_200;
    // read from a replica up to 1000 ms behind, begun now: as of 4 200, before the change
    expect(cache.put('/api/v1/campaigns/closed', cache.generationAt(clock - 1000), '{"old":1}', { kind: 'list' })).toBeUndefined();
    expect(cache.get('/api/v1/campaigns/closed')).toBeUndefined();
    // the same read from the primary would be kept
    expect(cache.put('/api/v1/campaigns/closed', cache.generation, '{"new":1}', { kind: 'list' })).toBeDefined();
    cache.changed('state 7 abc123'); // again, at 5 200
    clock = 6_100;
    // begun 900 ms after it: the replica may not have it yet
    expect(cache.put('/api/v1/campaigns/closed', cache.generationAt(clock - 1000), '{"new":2}', { kind: 'list' })).toBeUndefined();
    // begun 1 800 ms after it: whatever the replica shows includes it
    clock = 7_000;
    expect(cache.put('/api/v1/campaigns/closed', cache.generationAt(clock - 1000), '{"new":3}', { kind: 'list' })).toBeDefined();
    expect(cache.get('/api/v1/campaigns/closed')).toBe('{"new":3}');
  });
});
