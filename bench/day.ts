/**
 * A day, not a burst (issue 29): a realistic mix for BENCH_MINUTES (10) against three API
 * instances behind HAProxy — the multi-instance drill's set-up (apps/api/src/drills/balancer.ts:
 * deploy/haproxy.cfg as the drill runs it, a Redis of its own) with the money drills' production
 * API and fake Paystack (drills/harness.ts, startProductionApi), jobs on.
 *
 *   node bench/day.ts
 *
 * The mix, offered at BENCH_RATE requests a second (200) whatever the answers' speed (an open
 * loop): campaign pages of 1,000 live campaigns chosen on a Zipf curve (82 %), explore lists (8 %),
 * searches (5 %), sign-ins (3 %: POST /account/login, then GET /account with the session) and
 * donations (1 %: POST /donate → paid at the fake Paystack → PUT /payment/verify). At the start of
 * minute 4 (3/10 of the run, whatever its length) a campaign outside the 1,000 goes viral: half
 * of the page reads and a share of the donations (up to 3 % of all requests) go to it, halving
 * every tenth of the run. Every BENCH_REPORT_SECONDS (60) it prints p50/p99 and errors per kind
 * of request; at the end each instance's memory after the warm-up and at the end (target: no
 * growth beyond 10 %), and the ledger check: every donation confirmed by the bench is one paid
 * row and one ledger transaction, the totals grew by exactly what was given, and the ledger
 * invariants hold on the whole database (docs/design.md §4). Exits 1 on any error, a ledger
 * mismatch or memory growth beyond 10 %.
 *
 * Its own database `ireti_bench_day_<pid>` on BENCH_DATABASE_URL's server (default the machine's
 * PostgreSQL), seeded by seed.ts with BENCH_CAMPAIGNS campaigns (10,000) and ten donations each.
 * Ports: HAProxy on BENCH_PORT (3520), the instances on the next three; Redis and the fake
 * Paystack on free ports. BENCH_WARMUP_SECONDS (30) of the same mix first, not counted. DAY_METRICS=1:
 * each instance also serves GET /metrics on its port + 100 (the cache's hits and misses, the
 * process's CPU, requests per route), to read while the day runs. On the
 * end, an error or Ctrl-C it stops the instances, HAProxy and Redis and drops its database.
 */
import http from 'node:http';
import zlib from 'node:zlib';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { seedBenchDatabase } from './seed.ts';
import { sqlOnce } from './support.ts';
import { FakePaystack } from '../apps/api/src/test/fake-paystack.ts';
import { findProgram, startHaproxy, startRedis, type Balancer } from '../apps/api/src/drills/balancer.ts';
import { integrity, startProductionApi, type ApiProcess } from '../apps/api/src/drills/harness.ts';
import { createDb, createPool } from '../apps/api/src/db/client.ts';
import { hashPassword } from '../apps/api/src/modules/accounts/passwords.ts';
import { CAMPAIGN_CATEGORY_NAMES } from '../packages/shared/src/constants.ts';

const MINUTES = Number(process.env.BENCH_MINUTES ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 200);
const PORT = Number(process.env.BENCH_PORT ?? 3520);
const REPORT_S = Number(process.env.BENCH_REPORT_SECONDS ?? 60);
const WARMUP_S = Number(process.env.BENCH_WARMUP_SECONDS ?? 30);
const SEED_CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 10_000);
const READ_CAMPAIGNS = 1000;
const MAX_IN_FLIGHT = 2000;
const MEMORY_GROWTH = 0.1;
const PASSWORD = 'Bench-day-1!';
const NAMES = ['a', 'b', 'c'] as const;

const DURATION_MS = MINUTES * 60_000;
/** A tenth of the run: "a minute" of the 10-minute day, scaled. */
const TENTH_MS = DURATION_MS / 10;
const VIRAL_AT_MS = 3 * TENTH_MS;

// ---------------------------------------------------------------- what is started, and its cleanup

const serverUrl = new URL(process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
const dbName = `ireti_bench_day_${process.pid}`;
const dbUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const adminUrl = Object.assign(new URL(serverUrl), { pathname: '/postgres' }).toString();

let dir: string | undefined;
let fake: FakePaystack | undefined;
let redis: Awaited<ReturnType<typeof startRedis>> | undefined;
let lb: Balancer | undefined;
const apis: ApiProcess[] = [];
let dbPool: ReturnType<typeof createPool> | undefined;
let createdDb = false;
let running = false;

let cleaning: Promise<void> | undefined;
function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    running = false;
    const step = async (what: string, fn: () => Promise<unknown>) => {
      try {
        await fn();
      } catch (err) {
        console.error(`cleanup: ${what}: ${(err as Error).message}`);
      }
    };
    await step('instances', () => Promise.all(apis.filter(Boolean).map((a) => a.stop(10_000, 'SIGTERM'))));
    await step('HAProxy', async () => lb?.stop());
    await step('Redis', async () => redis?.stop());
    await step('fake Paystack', async () => fake?.close());
    await step('pool', async () => dbPool?.end());
    if (createdDb) await step('database', () => sqlOnce(adminUrl, `drop database if exists "${dbName}" with (force)`));
    if (dir) await step('folder', () => fs.rm(dir!, { recursive: true, force: true }));
  })();
  return cleaning;
}
let signals = 0;
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
  process.on(sig, () => {
    // a second Ctrl-C leaves at once (the processes are still killed as this process exits)
    if (++signals > 1) process.exit(130);
    console.error(`\n${sig}: stopping the instances, HAProxy and Redis, dropping ${dbName}…`);
    void cleanup().finally(() => process.exit(130));
  });

// ---------------------------------------------------------------- measuring

type Kind = 'campaign page' | 'viral page' | 'explore' | 'search' | 'sign-in' | 'account' | 'donate' | 'verify';
const KINDS: Kind[] = ['campaign page', 'viral page', 'explore', 'search', 'sign-in', 'account', 'donate', 'verify'];
interface Stats {
  ms: number[];
  errors: number;
}
const fresh = () => Object.fromEntries(KINDS.map((k) => [k, { ms: [], errors: 0 }])) as unknown as Record<Kind, Stats>;
let period = fresh();
let total = fresh();
const errorSamples = new Map<string, number>();
let skipped = 0;
let counting = false;
let warmupErrors = 0;

function record(kind: Kind, ms: number, error?: string) {
  if (!counting) {
    if (error) {
      warmupErrors++;
      errorSamples.set(error, (errorSamples.get(error) ?? 0) + 1);
    }
    return;
  }
  for (const s of [period[kind], total[kind]]) {
    s.ms.push(ms);
    if (error) s.errors++;
  }
  if (error) errorSamples.set(error, (errorSamples.get(error) ?? 0) + 1);
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;
function table(stats: Record<Kind, Stats>, seconds: number) {
  return KINDS.filter((k) => stats[k].ms.length).map((k) => {
    const ms = [...stats[k].ms].sort((a, b) => a - b);
    return {
      kind: k,
      requests: ms.length,
      'per s': Number((ms.length / seconds).toFixed(1)),
      'p50 ms': Number(pct(ms, 50).toFixed(1)),
      'p99 ms': Number(pct(ms, 99).toFixed(1)),
      errors: stats[k].errors,
    };
  });
}

const rssMB = (pid: number) => {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) / 1024 : NaN;
  } catch {
    return NaN;
  }
};
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// ---------------------------------------------------------------- the clients

/** Readers: a few kept-alive connections each from its own address, as visitors behind a few networks. */
const readers = Array.from(
  { length: 64 },
  (_, i) => new http.Agent({ keepAlive: true, localAddress: `127.21.${Math.floor(i / 250)}.${1 + (i % 250)}` }),
);
/** Donors and people signing in: a new connection from one of 4,000 addresses (the per-address limits see many people). */
let writer = 0;
const nextWriter = () => {
  writer = (writer + 1) % 4000;
  return `127.22.${Math.floor(writer / 250)}.${1 + (writer % 250)}`;
};

interface Answer {
  status: number;
  body: any;
}
function send(method: string, url: string, o: { body?: unknown; token?: string; agent?: http.Agent } = {}): Promise<Answer> {
  const payload = o.body === undefined ? undefined : Buffer.from(JSON.stringify(o.body));
  const attempt = (retry: boolean): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port: PORT,
          method,
          path: url,
          ...(o.agent ? { agent: o.agent } : { agent: false, localAddress: nextWriter() }),
          signal: AbortSignal.timeout(30_000),
          headers: {
            // as a browser asks: the API compresses answers of 1 KB and more
            'accept-encoding': 'br, gzip',
            ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
            ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('error', reject);
          res.on('end', () => {
            const raw = Buffer.concat(chunks);
            const encoding = res.headers['content-encoding'];
            let text: string;
            try {
              text = (encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw).toString(
                'utf8',
              );
            } catch (err) {
              return reject(err as Error);
            }
            let body: unknown = text;
            try {
              body = JSON.parse(text);
            } catch {
              /* kept as text for the error message */
            }
            resolve({ status: res.statusCode ?? 0, body });
          });
        },
      );
      req.on('error', (err: NodeJS.ErrnoException) => {
        // A kept-alive connection the balancer closed as it was reused: a read is sent again, as browsers do.
        if (retry && method === 'GET' && req.reusedSocket && err.code === 'ECONNRESET') resolve(attempt(false));
        else reject(err);
      });
      req.end(payload);
    });
  return attempt(true);
}

/** One request of `kind`, timed; the answer's entity when it is a success (HTTP 200, code 100), else null. */
async function timed(kind: Kind, method: string, url: string, o: Parameters<typeof send>[2] = {}) {
  const t0 = performance.now();
  try {
    const a = await send(method, url, o);
    const ok = a.status === 200 && a.body?.status?.code === 100;
    record(
      kind,
      performance.now() - t0,
      ok ? undefined : `${kind}: HTTP ${a.status} ${JSON.stringify(a.body?.status ?? a.body).slice(0, 160)}`,
    );
    return ok ? (a.body.entity ?? {}) : null;
  } catch (err) {
    record(kind, performance.now() - t0, `${kind}: ${(err as Error).message}`);
    return null;
  }
}

/** Zipf (s = 1) over n ranks: P(rank k) ∝ 1/k. */
function zipf(n: number) {
  const cdf: number[] = [];
  let sum = 0;
  for (let k = 1; k <= n; k++) cdf.push((sum += 1 / k));
  return () => {
    const u = Math.random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid]! < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** A typo as people make them: two neighbouring letters swapped. */
const swapped = (w: string) => {
  const i = 1 + Math.floor(Math.random() * Math.max(1, w.length - 2));
  return w.slice(0, i) + (w[i + 1] ?? '') + w[i] + w.slice(i + 2);
};

// ---------------------------------------------------------------- the day

async function main(): Promise<number> {
  const haproxy = findProgram('haproxy');
  const redisServer = findProgram('redis-server');
  if (!haproxy || !redisServer) throw new Error('bench/day.ts needs haproxy and redis-server (apt-get install haproxy redis-server)');
  console.log(
    `day: ${MINUTES} min at ${RATE} requests/s offered, 3 instances behind HAProxy on :${PORT}, viral at ${(VIRAL_AT_MS / 60_000).toFixed(1)} min; load average ${load()}`,
  );

  createdDb = true;
  await sqlOnce(adminUrl, `create database "${dbName}"`);
  await seedBenchDatabase({ url: dbUrl, campaigns: SEED_CAMPAIGNS, donations: SEED_CAMPAIGNS * 10 });
  // People who sign in: the seed's 1,000 users, with a password hashed as the API hashes one
  // (passwords.ts). With argon2's own defaults (64 MiB, 3 passes, 4 lanes) every sign-in cost
  // several times a real one, and each person's first also rehashed to the API's settings: the
  // day's "cold" first minutes, which faded as the 1,000 were rehashed.
  await sqlOnce(dbUrl, `update users set password_hash = '${await hashPassword(PASSWORD)}' where email like 'bench%'`);
  const people = (await sqlOnce(dbUrl, `select email from users where email like 'bench%' order by id`)).rows.map(
    (r: { email: string }) => r.email,
  );
  // The 1,000 campaigns read, and the one that goes viral (from outside them: nobody read it before).
  const live = (await sqlOnce(dbUrl, `select id, public_id from campaigns where status = 1 order by random() limit ${READ_CAMPAIGNS + 1}`))
    .rows as { id: number; public_id: string }[];
  const viral = live.pop()!;
  const campaigns = live.map((c) => c.public_id);
  // Goals far above what the day gives: a gift is never refused for reaching one.
  await sqlOnce(dbUrl, `update campaigns set goal_kobo = 100000000000 where id in (${[...live, viral].map((c) => c.id).join(',')})`);
  const words = (await sqlOnce(dbUrl, `select word from campaign_words where length(word) > 3 order by random() limit 300`)).rows.map(
    (r: { word: string }) => r.word,
  );
  const pickCampaign = zipf(campaigns.length);
  const pickWord = zipf(words.length);
  const pickPage = zipf(5);

  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-bench-day-'));
  fake = await FakePaystack.start();
  redis = await startRedis(redisServer, dir);
  const ports = NAMES.map((_, i) => PORT + 1 + i);
  const env = {
    DATABASE_URL: dbUrl,
    DATA_DIR: dir,
    REDIS_URL: redis.url,
    TRUST_PROXY: '1',
    PUBLIC_CACHE: 'on',
    MALLOC_ARENA_MAX: '2',
    LOG_LEVEL: 'warn',
  };
  // Started together, as a deployment starts them.
  // (each kept as it is ready, so an instance that fails to start does not leave the others running)
  await Promise.all(
    ports.map(async (p, i) => {
      apis[i] = await startProductionApi(
        fake!,
        { ...env, PORT: String(p), ...(process.env.DAY_METRICS ? { METRICS_PORT: String(p + 100) } : {}) },
        { readyTimeoutMs: 300_000 },
      );
    }),
  );
  lb = await startHaproxy(haproxy, dir, Object.fromEntries(NAMES.map((n, i) => [n, ports[i]!])), {
    port: PORT,
    // deploy/haproxy.cfg's check every second (the drill's 200 ms suits its short drain, not a loaded machine)
    checkInterMs: 1000,
  });
  for (const n of NAMES) await lb.waitFor(n, 'UP');
  const coldRss = apis.map((a) => rssMB(a.pid));
  dbPool = createPool(dbUrl, 2);
  const db = createDb(dbPool);
  const pledged = async () =>
    Number((await sqlOnce(dbUrl, `select coalesce(sum(pledged_kobo), 0)::bigint as n from campaign_money`)).rows[0].n);
  const viralPledged = async () =>
    Number((await sqlOnce(dbUrl, `select pledged_kobo::bigint as n from campaign_money where campaign_id = ${viral.id}`)).rows[0].n);
  const before = { all: await pledged(), viral: await viralPledged() };

  // ---- the mix
  const confirmed: { ref: string; kobo: number; viral: boolean }[] = [];
  let donors = 0;
  let t0 = 0;
  const viralShare = (now: number) => {
    const t = now - t0;
    return counting && t >= VIRAL_AT_MS ? 0.5 * 0.5 ** ((t - VIRAL_AT_MS) / TENTH_MS) : 0;
  };

  const donation = async (toViral: boolean) => {
    const k = ++donors;
    const campaign = toViral ? viral.public_id : campaigns[pickCampaign()]!;
    const amount = 1_000 + (k % 7) * 100;
    const body = {
      firstname: 'Day',
      lastname: `Donor${k}`,
      email: `day${k}@example.ng`,
      known: 0,
      amount,
      mobile: '08012345678',
      comment: '',
      campaign,
      anonymous: false,
    };
    const started = await timed('donate', 'POST', '/api/v1/donate', { body });
    if (!started?.ref) return;
    fake!.pay(started.ref);
    const verified = await timed('verify', 'PUT', '/api/v1/payment/verify', { body: { ref: started.ref } });
    if (verified) confirmed.push({ ref: started.ref, kobo: amount * 100, viral: toViral });
  };
  const signIn = async () => {
    const email = people[Math.floor(Math.random() * people.length)]!;
    const session = await timed('sign-in', 'POST', '/api/v1/account/login', { body: { email, password: PASSWORD } });
    if (session?.token) await timed('account', 'GET', '/api/v1/account', { token: session.token });
  };
  const one = async () => {
    const w = viralShare(Date.now());
    const agent = readers[Math.floor(Math.random() * readers.length)]!;
    const donateShare = 0.01 * (1 + 4 * w);
    const u = Math.random();
    if (u < donateShare) return donation(Math.random() < (4 * w) / (1 + 4 * w));
    const r = (u - donateShare) / (1 - donateShare);
    if (r < 0.82) {
      if (Math.random() < w) return void (await timed('viral page', 'GET', `/api/v1/campaign/${viral.public_id}`, { agent }));
      return void (await timed('campaign page', 'GET', `/api/v1/campaign/${campaigns[pickCampaign()]}`, { agent }));
    }
    if (r < 0.9) {
      const page = 1 + pickPage();
      const kind = Math.random();
      const extra =
        kind < 0.5
          ? ''
          : kind < 0.7
            ? '&time=top'
            : kind < 0.85
              ? '&time=new'
              : `&category=${CAMPAIGN_CATEGORY_NAMES[Math.floor(Math.random() * CAMPAIGN_CATEGORY_NAMES.length)]}`;
      return void (await timed('explore', 'GET', `/api/v1/campaigns/all?page=${page}&per_page=6${extra}`, { agent }));
    }
    if (r < 0.95) {
      const word = words[pickWord()]!;
      const q = Math.random() < 0.2 ? swapped(word) : word;
      return void (await timed('search', 'GET', `/api/v1/campaigns/all?page=1&per_page=6&search=${encodeURIComponent(q)}`, { agent }));
    }
    return signIn();
  };

  // An open loop: requests leave on schedule, whatever the answers' speed (bounded in flight).
  const inFlight = new Set<Promise<void>>();
  const offer = async (ms: number, each?: (elapsedMs: number) => void) => {
    const start = Date.now();
    let sent = 0;
    running = true;
    while (running && Date.now() - start < ms) {
      const due = Math.floor(((Date.now() - start) / 1000) * RATE) - sent;
      for (let i = 0; i < due; i++) {
        sent++;
        if (inFlight.size >= MAX_IN_FLIGHT) {
          if (counting) skipped++;
          continue;
        }
        const p = one().catch((err: Error) => void errorSamples.set(`bench: ${err.message}`, 1));
        inFlight.add(p);
        void p.finally(() => inFlight.delete(p));
      }
      each?.(Date.now() - start);
      await new Promise((r) => setTimeout(r, 10));
    }
    await Promise.all(inFlight);
  };

  console.log(`instances ready (RSS MB ${coldRss.map((m) => m.toFixed(0)).join(' / ')}); warming up ${WARMUP_S} s…`);
  await offer(WARMUP_S * 1000);
  const startRss = apis.map((a) => rssMB(a.pid));
  console.log(
    `warm, ${warmupErrors} errors while warming up (RSS MB ${startRss.map((m) => m.toFixed(0)).join(' / ')}); the day begins, load average ${load()}`,
  );
  for (const [e, n] of [...errorSamples].slice(0, 5)) console.log(`  warming up: ${n} × ${e}`);
  errorSamples.clear();
  period = fresh();
  total = fresh();
  counting = true;
  t0 = Date.now();
  let reported = 0;
  const report = (elapsed: number, last = false) => {
    const n = Math.floor(elapsed / (REPORT_S * 1000));
    if (n <= reported && !last) return;
    const seconds = last ? (elapsed - reported * REPORT_S * 1000) / 1000 : REPORT_S;
    if (seconds < 1) return;
    const from = reported * REPORT_S;
    reported = n;
    const rows = table(period, seconds);
    const errors = rows.reduce((s, r) => s + r.errors, 0);
    const sent = rows.reduce((s, r) => s + r.requests, 0);
    console.log(
      `\n${from / 60 === Math.floor(from / 60) && REPORT_S === 60 ? `minute ${from / 60 + 1}` : `${from}–${(from + seconds).toFixed(0)} s`}: ` +
        `${sent} requests (${(sent / seconds).toFixed(0)}/s), errors ${errors}, skipped ${skipped}, viral share ${(viralShare(Date.now()) * 100).toFixed(0)} %, ` +
        `in flight ${inFlight.size}, RSS MB ${apis.map((a) => rssMB(a.pid).toFixed(0)).join(' / ')}, load average ${load()}`,
    );
    console.table(rows);
    period = fresh();
  };
  await offer(DURATION_MS, (elapsed) => report(elapsed));
  counting = false;
  report(Date.now() - t0, true);
  const endRss = apis.map((a) => rssMB(a.pid));

  // ---- the end checks
  console.log(`\nthe whole day (${MINUTES} min, load average at the end ${load()}):`);
  console.table(table(total, (Date.now() - t0) / 1000));
  const errors = KINDS.reduce((s, k) => s + total[k].errors, 0) + skipped;
  console.log(
    `errors: ${errors}${skipped ? ` (${skipped} requests not sent: ${MAX_IN_FLIGHT} in flight)` : ''} → ${errors ? 'ERRORS' : 'NO ERRORS'}`,
  );
  for (const [e, n] of [...errorSamples].slice(0, 8)) console.log(`  ${n} × ${e}`);
  // HAProxy's own account of each instance taken out and put back (its check's reason and duration).
  const changes = (lb?.output() ?? '').split('\n').filter((l) => /Server api\/\w+ is (DOWN|UP)/.test(l));
  console.log(`the balancer's health checks: ${changes.length} changes of state`);
  for (const l of changes.slice(0, 20)) console.log(`  ${l.replace(/^.*?Server /, 'Server ')}`);

  const memory = NAMES.map((n, i) => {
    const growth = endRss[i]! / startRss[i]! - 1;
    return {
      instance: n,
      'RSS MB ready': coldRss[i]!.toFixed(0),
      'RSS MB start (warm)': startRss[i]!.toFixed(0),
      'RSS MB end': endRss[i]!.toFixed(0),
      growth: `${(growth * 100).toFixed(1)} %`,
    };
  });
  console.table(memory);
  const grew = NAMES.some((_, i) => !(endRss[i]! <= startRss[i]! * (1 + MEMORY_GROWTH)));
  console.log(`memory: ${grew ? `GREW beyond ${MEMORY_GROWTH * 100} %` : `within ${MEMORY_GROWTH * 100} % of the start`}`);

  // Every donation the bench saw confirmed: one paid row, one ledger transaction; the totals grew by exactly what was paid.
  await new Promise((r) => setTimeout(r, 1500)); // past the coalesced notices' window (nothing to wait for in the database)
  const refs = confirmed.map((c) => c.ref);
  const [rows] = (
    await sqlOnce(
      dbUrl,
      `select count(*) filter (where d.status = 'paid')::int as paid,
         (select count(*)::int from ledger_transactions t join donations x on x.id = t.donation_id
          where t.kind = 'donation' and x.reference = any('{${refs.join(',')}}'::text[])) as txns
       from donations d where d.reference = any('{${refs.join(',')}}'::text[])`,
    )
  ).rows as { paid: number; txns: number }[];
  const pending = Number(
    (await sqlOnce(dbUrl, `select count(*)::int as n from donations where status = 'pending' and email like 'day%@example.ng'`)).rows[0].n,
  );
  // A donation whose verify failed (an error above) may still be confirmed by the reconciliation
  // job meanwhile: the totals must then grow by it too. Σ of the day's donations paid in the database,
  // of which those the bench saw confirmed are a part.
  const [paidDay] = (
    await sqlOnce(
      dbUrl,
      `select coalesce(sum(amount_kobo), 0)::bigint as all, coalesce(sum(amount_kobo) filter (where campaign_id = ${viral.id}), 0)::bigint as viral,
         count(*)::int as n from donations where status = 'paid' and email like 'day%@example.ng'`,
    )
  ).rows as { all: string; viral: string; n: number }[];
  const given = Number(paidDay!.all);
  const givenViral = Number(paidDay!.viral);
  const seen = confirmed.reduce((s, c) => s + c.kobo, 0);
  const after = { all: await pledged(), viral: await viralPledged() };
  const report_ = await integrity(db);
  const exact =
    seen <= given &&
    rows!.paid === confirmed.length &&
    rows!.txns === confirmed.length &&
    after.all - before.all === given &&
    after.viral - before.viral === givenViral &&
    report_.problems.length === 0;
  console.log(
    `ledger: ${confirmed.length} donations confirmed (${confirmed.filter((c) => c.viral).length} to the viral campaign), ${rows!.paid} paid rows, ${rows!.txns} ledger transactions; ` +
      `${paidDay!.n} of the day's donations paid in all, ${pending} left pending; ` +
      `totals +₦${((after.all - before.all) / 100).toLocaleString('en-NG')} for ₦${(given / 100).toLocaleString('en-NG')} given ` +
      `(viral +₦${((after.viral - before.viral) / 100).toLocaleString('en-NG')} for ₦${(givenViral / 100).toLocaleString('en-NG')}); ` +
      `ledger invariants on ${report_.totals.campaigns_checked} campaigns: ${report_.problems.length ? report_.problems.slice(0, 5).join('; ') : 'hold'} → ${exact ? 'LEDGER EXACT' : 'LEDGER WRONG'}`,
  );
  return errors || !exact || grew ? 1 : 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(err);
  for (const [i, a] of apis.entries()) if (a && !a.running()) console.error(`instance ${NAMES[i]} exited:\n${a.output()}`);
} finally {
  await cleanup();
}
process.exit(code);
