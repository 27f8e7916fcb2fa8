import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepAccounts } from '../modules/payments/transfers/accounts.service.ts';
import { buildApp } from '../app.ts';
import { createContext } from '../bootstrap.ts';
import { loadConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import { enqueue } from '../jobs/queue.ts';
import { sql } from 'drizzle-orm';
import { give, liveCampaign } from '../modules/payments/testing.ts';
import { createDb, createPool } from '../db/client.ts';
import { freshDatabase, type TestDatabase } from '../test/db.ts';
import { createUser } from '../test/factories.ts';
import { Metrics } from './registry.ts';
import { buildMetricsServer } from './server.ts';

const TOKEN = 'metrics-token-7f3a9c1e5b2d4f60';

let database: TestDatabase;
let dataDir: string;
let ctx: AppContext;
let app: FastifyInstance;
let metrics: Metrics;
let server: FastifyInstance;

beforeAll(async () => {
  database = await freshDatabase();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-metrics-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    PUBLIC_CACHE: 'on',
    METRICS_PORT: '9464',
    METRICS_TOKEN: TOKEN,
  });
  ctx = createContext(config, database, { log: { error: () => {} } });
  metrics = new Metrics(ctx.db);
  app = await buildApp(ctx, { metrics });
  await app.ready();
  server = await buildMetricsServer(metrics, { token: config.METRICS_TOKEN });
});

afterAll(async () => {
  await ctx.jobs.stop();
  await server.close();
  await app.close();
  await database.drop();
  await fs.rm(dataDir, { recursive: true, force: true });
});

async function scrape(): Promise<string> {
  const res = await server.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of one series in the exposition text (undefined when the series is absent). */
function value(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const have = Object.fromEntries([...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((x) => [x[1], x[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('the metrics endpoint', () => {
  it('refuses a scrape without the token, or with a wrong one, in the envelope', async () => {
    for (const headers of [{}, { authorization: 'Bearer wrong-token-0000000000' }, { authorization: TOKEN }]) {
      const res = await server.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json()).toMatchObject({ status: { code: 102 }, entity: null });
      expect(res.body).not.toContain('ireti_');
    }
  });

  it('is not on the public port', async () => {
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await app.inject({ method: 'GET', url: '/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('# HELP');
    }
  });

  it('answers only GET /metrics on its own port', async () => {
    const res = await server.inject({ method: 'GET', url: '/api/v1/campaigns/all', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
  });
});

describe('what the metrics show', () => {
  it('counts transfers into permanent accounts, counted and sent back, and the accounts by status (issue 27)', async () => {
    const owner = await createUser(ctx.db);
    const campaign = await liveCampaign({ ctx }, owner.id, 10_000);
    await sweepAccounts(ctx);
    await ctx.jobs.drain();
    const before = await scrape();
    expect(value(before, 'ireti_dedicated_accounts', { status: 'active' })).toBeGreaterThanOrEqual(1);
    const number = (await app.inject({ method: 'GET', url: `/api/v1/transfers/account/${campaign.publicId}` })).json().entity
      .account_number;
    const send = (amount: number) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/dev/sandbox/transfer',
        payload: { account_number: number, amount, sender_name: 'Ada Bello' },
      });
    expect((await send(4_000)).json().entity.result).toBe('paid');
    expect((await send(9_000)).json().entity.result).toBe('refused');
    const after = await scrape();
    const moved = (name: string, outcome: string) => value(after, name, { outcome })! - (value(before, name, { outcome }) ?? 0);
    expect(moved('ireti_transfers_received_total', 'counted')).toBe(1);
    expect(moved('ireti_transfers_received_kobo_total', 'counted')).toBe(400_000);
    expect(moved('ireti_transfers_received_total', 'returned')).toBe(1);
    expect(moved('ireti_transfers_received_kobo_total', 'returned')).toBe(900_000);
  });

  it('counts a confirmed donation: initiated and confirmed, count and kobo; the receipt waits in the outbox', async () => {
    const owner = await createUser(ctx.db);
    const campaign = await liveCampaign({ ctx }, owner.id);
    await ctx.notify.deliverDue(500);
    const before = await scrape();
    for (const stage of ['initiated', 'confirmed', 'refunded']) expect(value(before, 'ireti_donations_total', { stage })).toBeDefined();
    expect(value(before, 'ireti_outbox_pending')).toBe(0);

    await give({ app }, campaign.publicId, 2_500);
    const after = await scrape();
    const moved = (name: string, stage: string) => value(after, name, { stage })! - value(before, name, { stage })!;
    expect(moved('ireti_donations_total', 'initiated')).toBe(1);
    expect(moved('ireti_donations_total', 'confirmed')).toBe(1);
    expect(moved('ireti_donations_total', 'refunded')).toBe(0);
    expect(moved('ireti_donations_kobo_total', 'confirmed')).toBe(250_000);
    expect(value(after, 'ireti_donations_pending')).toBe(0);
    expect(value(after, 'ireti_outbox_pending')).toBeGreaterThan(0);
    expect(value(after, 'ireti_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(0);
    for (const status of ['pending', 'processing', 'paid', 'failed']) expect(value(after, 'ireti_payouts', { status })).toBe(0);
    for (const source of ['money', 'outbox', 'jobs']) expect(value(after, 'ireti_metrics_source_up', { source })).toBe(1);

    await ctx.notify.deliverDue(500);
    expect(value(await scrape(), 'ireti_outbox_pending')).toBe(0);
  });

  it('a donation started but not paid is pending, with its age', async () => {
    const owner = await createUser(ctx.db);
    const campaign = await liveCampaign({ ctx }, owner.id);
    const before = await scrape();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/donate',
      remoteAddress: '10.9.9.9',
      payload: { firstname: 'Ada', lastname: 'Obi', email: 'ada@example.ng', known: 0, amount: 1_000, campaign: campaign.publicId },
    });
    expect(res.json().status.code, res.body).toBe(100);
    const after = await scrape();
    expect(value(after, 'ireti_donations_pending')).toBe(value(before, 'ireti_donations_pending')! + 1);
    expect(value(after, 'ireti_donations_total', { stage: 'initiated' })).toBe(
      value(before, 'ireti_donations_total', { stage: 'initiated' })! + 1,
    );
    expect(value(after, 'ireti_donations_total', { stage: 'confirmed' })).toBe(
      value(before, 'ireti_donations_total', { stage: 'confirmed' }),
    );
    expect(value(after, 'ireti_donations_pending_oldest_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('labels requests by route pattern and status, never by the URL', async () => {
    const owner = await createUser(ctx.db);
    const campaign = await liveCampaign({ ctx }, owner.id);
    const unmatched = { route: 'unmatched', status_code: '404' };
    const unmatchedBefore = value(await scrape(), 'ireti_http_request_duration_seconds_count', unmatched) ?? 0;
    expect((await app.inject({ method: 'GET', url: `/api/v1/campaign/${campaign.publicId}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: `/api/v1/campaign/${campaign.publicId}` })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/no-such-route/abc123' })).statusCode).toBe(404);
    const text = await scrape();
    const labels = { method: 'GET', route: '/api/v1/campaign/:id', status_code: '200' };
    expect(value(text, 'ireti_http_request_duration_seconds_count', labels)).toBe(2);
    expect(value(text, 'ireti_http_request_duration_seconds_bucket', { ...labels, le: '+Inf' })).toBe(2);
    expect(value(text, 'ireti_http_request_duration_seconds_count', unmatched)).toBe(unmatchedBefore + 1);
    expect(text).not.toContain(campaign.publicId);
    expect(text).not.toContain('abc123');
    // the second read came from the API's own cache
    expect(value(text, 'ireti_public_cache_requests_total', { result: 'miss' })).toBeGreaterThanOrEqual(1);
    expect(value(text, 'ireti_public_cache_requests_total', { result: 'hit' })).toBeGreaterThanOrEqual(1);
  });

  it('shows the job queue: waiting jobs and their age, then a job given up on', async () => {
    let runs = 0;
    ctx.jobs.register('metrics.test.fails', async () => {
      runs++;
      throw new Error('no luck');
    });
    await enqueue(ctx.db, 'metrics.test.fails', {}, { maxAttempts: 1 });
    await enqueue(ctx.db, 'metrics.test.fails', {}, { maxAttempts: 1, delayMs: 3_600_000 });
    const waiting = await scrape();
    const q = { queue: 'metrics.test.fails' };
    expect(value(waiting, 'ireti_jobs', { ...q, state: 'waiting' })).toBe(1);
    expect(value(waiting, 'ireti_jobs', { ...q, state: 'scheduled' })).toBe(1);
    expect(value(waiting, 'ireti_jobs_oldest_waiting_seconds', q)).toBeGreaterThanOrEqual(0);

    await ctx.jobs.drain();
    expect(runs).toBe(1);
    const failed = await scrape();
    expect(value(failed, 'ireti_jobs', { ...q, state: 'waiting' })).toBe(0);
    expect(value(failed, 'ireti_jobs', { ...q, state: 'failed' })).toBe(1);
    expect(value(failed, 'ireti_jobs_failed_last_hour', q)).toBe(1);
    expect(value(failed, 'ireti_jobs_oldest_waiting_seconds', q)).toBe(0);
  });

  it('shows the pool, the process and the event loop', async () => {
    const text = await scrape();
    expect(value(text, 'ireti_db_pool_connections')).toBeGreaterThan(0);
    expect(value(text, 'ireti_db_pool_max_connections')).toBe(ctx.db.$client.options.max);
    expect(value(text, 'ireti_db_pool_waiting_clients')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'ireti_db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    // every connection the pool handed out was timed: a query and a transaction add one each
    const count = (t: string) => value(t, 'ireti_db_pool_acquire_seconds_count')!;
    const before = count(text);
    await ctx.db.execute(sql`select 1`);
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
    });
    const after = await scrape();
    expect(count(after)).toBeGreaterThanOrEqual(before + 2);
    expect(value(after, 'ireti_db_pool_acquire_seconds_bucket', { le: '+Inf' })).toBe(count(after));
    expect(value(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(value(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('holds nothing secret: no token, address, link token or database credential', async () => {
    const owner = await createUser(ctx.db, { email: 'owner.secret@example.ng' });
    const resetToken = 'reset-token-do-not-leak-93af';
    await app.inject({ method: 'GET', url: `/api/v1/account/resetpassword/${resetToken}`, remoteAddress: '10.9.9.10' });
    await give({ app }, (await liveCampaign({ ctx }, owner.id)).publicId, 1_000, { body: { email: 'donor.secret@example.ng' } });
    const text = await scrape();
    for (const secret of [TOKEN, resetToken, 'owner.secret', 'donor.secret', database.url, new URL(database.url).host, 'Bearer', dataDir])
      expect(text, secret).not.toContain(secret);
    expect(value(text, 'ireti_http_request_duration_seconds_count', { route: '/api/v1/account/resetpassword/:token' })).toBe(1);
  });

  it('still answers when the database cannot be read: those sources read 0, their series are left out or NaN', async () => {
    const pool = createPool('postgres://nobody@127.0.0.1:1/ireti', 2);
    const warned: string[] = [];
    const offline = new Metrics(createDb(pool), { warn: (_err, m) => warned.push(m) });
    try {
      const text = await offline.text();
      for (const source of ['money', 'outbox', 'jobs', 'retention']) expect(value(text, 'ireti_metrics_source_up', { source })).toBe(0);
      expect(value(text, 'ireti_donations_total', { stage: 'confirmed' })).toBeUndefined();
      expect(value(text, 'ireti_outbox_pending')).toBeNaN();
      expect(value(text, 'ireti_donations_pending_oldest_seconds')).toBeNaN();
      expect(value(text, 'ireti_db_pool_max_connections')).toBe(2);
      expect(value(text, 'ireti_retention_last_run_timestamp_seconds')).toBeNaN();
      expect(value(text, 'ireti_retention_removed_total', { kind: 'volunteer_document' })).toBeUndefined();
      expect(warned.sort()).toEqual(['money', 'jobs', 'outbox', 'retention'].sort().map((s) => `metrics: could not read the ${s} figures`));
    } finally {
      await pool.end();
    }
  });
});
