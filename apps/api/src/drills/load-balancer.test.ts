import fs from 'node:fs/promises';
import os from 'node:os';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../test/db.ts';
import { createCampaign, createUser, DEFAULT_PASSWORD } from '../test/factories.ts';
import { RECONCILE_EVERY_MS, RECONCILE_JOB } from '../modules/payments/giving/reconcile.service.ts';
import { CLEANUP_EVERY_MS } from '../modules/accounts/accounts.jobs.ts';
import { TOP_REFRESH_EVERY_MS, TOP_REFRESH_JOB } from '../modules/explore/explore.jobs.ts';
import { findProgram, startHaproxy, startRedis, type Balancer } from './balancer.ts';
import {
  campaignTotals,
  donationsWithLedger,
  freePort,
  guestDonation,
  integrity,
  request,
  startApi,
  waitFor,
  type ApiProcess,
  type Reply,
} from './harness.ts';

/**
 * Drill (d): three API processes on one PostgreSQL and one Redis behind HAProxy, as a deployment
 * runs them (docs/operations.md "Several instances"). A session made on one instance works on the
 * others; rate limits are counted once across the three; a change made through one instance drops
 * the cached public page on every instance; each recurring job runs once per period across all of
 * them; and a rolling restart of all three under steady load — donations through the sandbox
 * provider included — fails no request and loses no donation (the drain: /readyz 503, the load
 * balancer's health check takes the instance out, in-flight requests finish, then it exits).
 *
 * Needs haproxy and redis-server (Debian's packages; `.ci/run` installs them). Outside CI a
 * machine without them skips the drill, saying so; in CI their absence fails it.
 */
const haproxyBin = findProgram('haproxy');
const redisBin = findProgram('redis-server');
const missing = [!haproxyBin && 'haproxy', !redisBin && 'redis-server'].filter(Boolean).join(' and ');
const skip = Boolean(missing) && !process.env.CI;
if (skip) console.warn(`drill load-balancer.test.ts skipped: ${missing} not installed (apt-get install haproxy redis-server)`);

const NAMES = ['a', 'b', 'c'] as const;
type Name = (typeof NAMES)[number];
const DRAIN_MS = 1000;
const SANDBOX_CARD = '4084 0840 8408 4081';

let database: TestDatabase;
let dir: string;
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
let lb: Balancer | undefined;
let env: Record<string, string>;
const ports = {} as Record<Name, number>;
const apis = {} as Record<Name, ApiProcess>;
let startedAt: number;

beforeAll(async () => {
  if (skip) return;
  if (missing) throw new Error(`CI must install ${missing} (.ci/run)`);
  startedAt = Date.now();
  database = await freshDatabase();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-drill-lb-'));
  redis = await startRedis(redisBin!, dir);
  env = {
    NODE_ENV: 'development',
    DEV_TOOLS: 'on', // the sandbox provider and its pay endpoint, on a real database
    DATABASE_URL: database.url,
    DATA_DIR: dir,
    REDIS_URL: redis.url,
    TRUST_PROXY: '1',
    PUBLIC_CACHE: 'on',
    // Far longer than the drill waits for a change: a page that changes was dropped, not expired.
    PUBLIC_CACHE_TTL_MS: '120000',
    SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
  };
  for (const n of NAMES) ports[n] = await freePort();
  // Started together, as a deployment starts them: the migrations' advisory lock lets one apply them.
  const started = await Promise.all(NAMES.map((n) => startApi({ ...env, PORT: String(ports[n]) })));
  NAMES.forEach((n, i) => (apis[n] = started[i]!));
  lb = await startHaproxy(haproxyBin!, dir, ports);
  for (const n of NAMES) await lb.waitFor(n, 'UP');
}, 120_000);

afterAll(async () => {
  await Promise.all(Object.values(apis).map((a) => a.kill({ group: true })));
  await lb?.stop();
  await redis?.stop();
  await database?.drop();
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

const servedBy = (r: Reply) => String(r.headers['x-served-by'] ?? '');

async function signIn(email: string, base = apis.a.url) {
  const r = await request(base, 'POST', '/api/v1/account/login', { email, password: DEFAULT_PASSWORD });
  if (r.body?.status?.code !== 100) throw new Error(`login: ${JSON.stringify(r.body)}`);
  return r.body.entity.token as string;
}

describe.skipIf(skip)('drill: three API processes behind HAProxy, one PostgreSQL, one Redis', () => {
  it('a session made on one instance works on the others, and its sign-out too', { timeout: 30_000 }, async () => {
    const user = await createUser(database.db);
    const token = await signIn(user.email, apis.a.url);
    for (const n of NAMES) {
      const me = await request(apis[n].url, 'GET', '/api/v1/account', undefined, { token });
      expect(me.body?.status?.code, `GET /account on ${n}`).toBe(100);
      expect(me.body.entity.email).toBe(user.email);
    }
    // Through the balancer, which spreads the requests over all three.
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const me = await request(lb!.url, 'GET', '/api/v1/account', undefined, { token });
      expect(me.body?.status?.code).toBe(100);
      seen.add(servedBy(me));
    }
    expect([...seen].sort()).toEqual([...NAMES]);

    // Signed out on c: refused on a and b at once.
    expect((await request(apis.c.url, 'GET', '/api/v1/account/logout', undefined, { token })).body?.status?.code).toBe(100);
    for (const n of NAMES) expect((await request(apis[n].url, 'GET', '/api/v1/account', undefined, { token })).status).toBe(401);
  });

  it('rate limits are counted once across the three (Redis)', { timeout: 30_000 }, async () => {
    // The help form allows 5 messages per address per 10 minutes. Eight from one address through
    // the balancer reach all three instances; without shared counters each would allow 5 (15 in all).
    const from = '127.77.0.1';
    const replies: Reply[] = [];
    for (let i = 0; i < 8; i++)
      replies.push(
        await request(
          lb!.url,
          'POST',
          '/api/v1/email/support',
          { name: 'Drill', email: 'drill@example.ng', mobile: '08012345678', message: `Message ${i}` },
          { from },
        ),
      );
    expect(new Set(replies.map(servedBy)).size).toBe(3);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    // Another address is not held back by the first one's count.
    const other = await request(
      lb!.url,
      'POST',
      '/api/v1/email/support',
      { name: 'Drill', email: 'drill@example.ng', mobile: '08012345678', message: 'another' },
      { from: '127.77.0.2' },
    );
    expect(other.status).toBe(200);
  });

  it('a campaign closed through one instance leaves the public cache of every instance', { timeout: 30_000 }, async () => {
    const owner = await createUser(database.db, { identityStatus: 'approved' });
    const c = await createCampaign(database.db, owner.id, { verifiedAt: new Date() });
    const page = `/api/v1/campaign/${c.publicId}`;
    // Each instance caches the page (the second read is a hit). The campaign's creation commits
    // several changes, each noticed by every instance: on a loaded machine a late notice of the
    // creation rightly drops a page kept before it arrived, so the pair is read until it is a hit.
    for (const n of NAMES)
      await waitFor(
        `instance ${n} to keep the page`,
        async () => {
          const first = await request(apis[n].url, 'GET', page);
          expect(first.body?.entity?.status).toBe(1);
          const second = await request(apis[n].url, 'GET', page);
          expect(second.body.entity.status).toBe(1);
          return second.headers['x-cache'] === 'hit';
        },
        5000,
        50,
      );
    const token = await signIn(owner.email, apis.a.url);
    const closed = await request(apis.a.url, 'POST', `/api/v1/campaign/closedonations/${c.publicId}`, undefined, { token });
    expect(closed.body?.status?.code, JSON.stringify(closed.body)).toBe(100);
    const status = closed.body.entity.status;
    expect(status).not.toBe(1);
    // Every instance answers the new status within seconds (its cache keeps pages 120 s otherwise).
    for (const n of NAMES)
      await waitFor(
        `instance ${n} to drop its cached page`,
        async () => (await request(apis[n].url, 'GET', page)).body?.entity?.status === status,
        5000,
        50,
      );
  });

  it('a rolling restart of all three under steady load fails no request and loses no donation', { timeout: 120_000 }, async () => {
    const owner = await createUser(database.db, { identityStatus: 'approved' });
    const c = await createCampaign(database.db, owner.id, { goalKobo: 1_000_000_000, verifiedAt: new Date() });
    const failures: string[] = [];
    const served: Record<string, number> = {};
    const started: string[] = [];
    const paid: { ref: string; kobo: number }[] = [];
    let requests = 0;
    let running = true;
    let n = 0;

    /** One request through the balancer; anything but the expected answer is a failure. */
    const call = async (what: string, method: string, url: string, body?: unknown, codes = [100]) => {
      requests++;
      try {
        const r = await request(lb!.url, method, url, body, { timeoutMs: 15_000 });
        served[servedBy(r)] = (served[servedBy(r)] ?? 0) + 1;
        if (r.status >= 500 || !codes.includes(r.body?.status?.code)) {
          failures.push(`${what}: HTTP ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`);
          return null;
        }
        return r;
      } catch (err) {
        failures.push(`${what}: ${(err as Error).message}`);
        return null;
      }
    };
    const donor = async () => {
      while (running) {
        const i = n++;
        const amount = 1000 + i;
        const d = await call('donate', 'POST', '/api/v1/donate', guestDonation(c.publicId, amount, i));
        const ref: string | undefined = d?.body.entity.ref;
        if (ref) {
          started.push(ref);
          const p = await call('sandbox pay', 'POST', '/api/v1/dev/sandbox/pay', { ref, card: SANDBOX_CARD });
          if (p) {
            const v = await call('verify', 'PUT', '/api/v1/payment/verify', { ref });
            if (v) paid.push({ ref, kobo: amount * 100 });
          }
        }
        await call('campaign page', 'GET', `/api/v1/campaign/${c.publicId}`);
        await call('explore', 'GET', '/api/v1/campaigns/all?page=1');
      }
    };
    const load = Array.from({ length: 3 }, donor);

    const restarts: { name: Name; drainedMs: number; code: number | null }[] = [];
    try {
      await new Promise((r) => setTimeout(r, 1500));
      for (const name of NAMES) {
        const old = apis[name];
        const t0 = Date.now();
        const stopped = old.stop(30_000, 'SIGTERM');
        // Draining: it says not ready at once, and the balancer takes it out.
        await waitFor(`${name} to report not ready`, async () => {
          const r = await request(old.url, 'GET', '/readyz', undefined, { timeoutMs: 2000 }).catch(() => null);
          return r?.status === 503 && r.body?.entity?.draining === true;
        });
        await lb!.waitFor(name, 'DOWN');
        const code = await stopped;
        restarts.push({ name, drainedMs: Date.now() - t0, code });
        apis[name] = await startApi({ ...env, PORT: String(ports[name]) });
        await lb!.waitFor(name, 'UP');
        await new Promise((r) => setTimeout(r, 500));
      }
    } finally {
      running = false;
      await Promise.all(load);
    }

    expect(failures).toEqual([]);
    // Each stopped cleanly (exit 0), after the drain.
    expect(restarts.map((r) => r.code)).toEqual([0, 0, 0]);
    for (const r of restarts) expect(r.drainedMs).toBeGreaterThanOrEqual(DRAIN_MS);
    expect(Object.keys(served).sort()).toEqual([...NAMES]);
    expect(paid.length).toBeGreaterThan(10);

    // Every donation started was paid and counted exactly once; nothing else counted.
    const rows = await donationsWithLedger(database.db, c.id);
    expect(rows.map((d) => d.reference).sort()).toEqual(started.sort());
    expect(paid.map((p) => p.ref).sort()).toEqual(started.sort());
    expect(rows.filter((d) => d.status !== 'paid' || d.donation_txns !== 1 || d.other_txns !== 0)).toEqual([]);
    const expected = paid.reduce((s, p) => s + p.kobo, 0);
    expect(await campaignTotals(database.db, c.id)).toEqual({ status: 1, pledged_kobo: expected });
    const report = await integrity(database.db);
    expect(report.problems).toEqual([]);
    console.info(
      `drill load-balancer: ${requests} requests through HAProxy during the rolling restart (${JSON.stringify(served)}), ` +
        `${paid.length} donations paid, restarts ${restarts.map((r) => `${r.name} ${r.drainedMs} ms`).join(', ')}`,
    );
  });

  it('each recurring job runs once per period across all the instances', { timeout: 30_000 }, async () => {
    // Six processes have run (three, then their replacements), each sending every recurring job.
    const kinds = { [RECONCILE_JOB]: RECONCILE_EVERY_MS, 'accounts.cleanup': CLEANUP_EVERY_MS, [TOP_REFRESH_JOB]: TOP_REFRESH_EVERY_MS };
    const elapsed = Date.now() - startedAt;
    for (const [kind, everyMs] of Object.entries(kinds)) {
      // The first one runs within the first seconds of the first instance.
      const rows = await waitFor(`${kind} to have run`, async () => {
        const r = (
          await database.db.execute<{ slot: string; n: number; state: string; retry_count: number }>(
            sql`select singleton_on::text as slot, count(*)::int as n, min(state::text) as state, max(retry_count) as retry_count
                from pgboss.job where name = ${kind} group by singleton_on order by singleton_on`,
          )
        ).rows;
        return r.length && r.every((x) => x.state === 'completed') ? r : null;
      });
      expect(
        rows.filter((r) => r.n !== 1),
        kind,
      ).toEqual([]);
      expect(
        rows.filter((r) => r.retry_count !== 0),
        kind,
      ).toEqual([]);
      // No more periods than the drill has lasted.
      expect(rows.length, kind).toBeLessThanOrEqual(Math.ceil(elapsed / everyMs) + 1);
    }
  });

  it('an instance told to stop finishes the request it is still receiving after its listener closed', { timeout: 30_000 }, async () => {
    // A client that sends its body slowly: the headers now, the rest after SIGTERM, the drain and
    // the listener's close. The request was in flight, so it gets its whole answer.
    const api = apis.a;
    const body = JSON.stringify({ email: 'nobody.slow@example.ng', password: 'not-the-password-1' });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = httpRequest(`${api.url}/api/v1/account/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      });
      req.on('response', (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (text += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.write(body.slice(0, 10));
      req.flushHeaders();
      void (async () => {
        await new Promise((r) => setTimeout(r, 300));
        process.kill(api.pid, 'SIGTERM');
        // /readyz goes 503 at once; past the drain the listener is closed to new connections
        await waitFor('the instance to say it is draining', async () => (await request(api.url, 'GET', '/readyz')).status === 503);
        await waitFor(
          'the listener to close',
          async () =>
            request(api.url, 'GET', '/readyz', undefined, { timeoutMs: 500 }).then(
              () => false,
              () => true,
            ),
          DRAIN_MS + 5000,
          50,
        );
        req.end(body.slice(10));
      })().catch(reject);
    });
    // the instance's own answer to a wrong sign-in, in the envelope: not a reset connection, not a 5xx
    const { status, text } = await answered;
    expect(status).toBeLessThan(500);
    expect(JSON.parse(text).status).toMatchObject({ code: expect.any(Number), desc: expect.any(String) });
    expect((await api.exited).code).toBe(0);
    apis.a = await startApi({ ...env, PORT: String(ports.a) });
    await lb!.waitFor('a', 'UP');
  });
});
