/**
 * API speed: autocannon against the explore list (plain, filtered, searched) and a campaign page,
 * on PostgreSQL holding 100,000 campaigns and 1,000,000 donations; in the same run a bare Fastify
 * route answering the same bytes from memory, as the ceiling. Then the rows where the cache cannot
 * help: (a) search, a new word or a typo of one on every request; (b) the campaign page, a new
 * campaign on every request; (c) "viral": 100 connections reading one campaign's page and explore
 * while donations to that campaign are confirmed at 50 a second through the real path (POST
 * /donate → Paystack, here the project's fake Paystack server → PUT /payment/verify), with the
 * totals checked afterwards; (d) revalidation: the campaign page asked with its ETag (304).
 *
 *   node bench/api.ts    (BENCH_DATABASE_URL, default the machine's postgres://postgres@127.0.0.1:5432)
 *   BENCH_SECONDS (10), BENCH_ONLY=viral,typos… (row name fragments) to run some rows only.
 *
 * Prints req/s, p50, p99, the API process's memory and the ratio to the ceiling.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import autocannon from 'autocannon';
import { seedBenchDatabase } from './seed.ts';
import { sqlNumber, sqlOnce, waitFor } from './support.ts';
import { FakePaystack } from '../apps/api/src/test/fake-paystack.ts';
import { CAMPAIGN_CATEGORY_NAMES } from '../packages/shared/src/constants.ts';
import { createDb, createPool } from '../apps/api/src/db/client.ts';
import { campaignPageRow } from '../apps/api/src/modules/explore/queries.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// BENCH_PORT: the API's port, the ceiling's is the next one (two engineers' runs must not share them).
const API_PORT = Number(process.env.BENCH_PORT ?? 3500);
const CEILING_PORT = API_PORT + 1;
// BENCH_CPU_PROF=<dir>: the API process writes a V8 CPU profile there when the run ends (--cpu-prof).
const CPU_PROF = process.env.BENCH_CPU_PROF;
const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

/** CPU seconds (user + system) a process has used, from /proc (clock ticks of 1/100 s). */
const cpuOf = (pid: number) => {
  try {
    const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return 0; // gone
  }
};
/** CPU seconds of every PostgreSQL process on the machine (the server and its backends). */
const postgresCpu = () =>
  readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .reduce((sum, d) => {
      try {
        return readFileSync(`/proc/${d}/comm`, 'utf8').trim() === 'postgres' ? sum + cpuOf(Number(d)) : sum;
      } catch {
        return sum;
      }
    }, 0);
/** Where the CPU went while `run` ran: the API, PostgreSQL, and this process (the load generator). */
async function profiled<T>(apiPid: number, run: () => Promise<T>): Promise<{ result: T; cpu: string }> {
  const before = { api: cpuOf(apiPid), pg: postgresCpu(), gen: process.cpuUsage() };
  const started = Date.now();
  const result = await run();
  const wall = (Date.now() - started) / 1000;
  const gen = process.cpuUsage(before.gen);
  const api = cpuOf(apiPid) - before.api;
  const pg = postgresCpu() - before.pg;
  const load = (gen.user + gen.system) / 1e6;
  return { result, cpu: `${((api / wall) * 100).toFixed(0)} / ${((pg / wall) * 100).toFixed(0)} / ${((load / wall) * 100).toFixed(0)}` };
}

const rssMB = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/**
 * `paths`: each request takes the next one (distinct answers: the cache-miss path). A 304 is a
 * success when `expect304` (the revalidation row).
 */
async function load(url: string, paths?: string[], o: { headers?: Record<string, string>; expect304?: boolean } = {}) {
  let i = 0;
  const requests = paths ? [{ setupRequest: (req: { path: string }) => ({ ...req, path: paths[i++ % paths.length]! }) }] : undefined;
  const r = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    pipelining: 1,
    requests,
    headers: o.headers,
  } as autocannon.Options);
  const not304 = o.expect304 ? r.non2xx - ((r as unknown as { '3xx': number })['3xx'] ?? 0) : r.non2xx;
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: not304, errors: r.errors };
}

const CATEGORIES = ['', ...CAMPAIGN_CATEGORY_NAMES];
/** Every search of these words on pages 1–20 under every category filter (distinct answers). */
function searchPaths(words: string[]): string[] {
  const out: string[] = [];
  for (const w of new Set(words))
    for (let page = 1; page <= 20; page++)
      for (const c of CATEGORIES) {
        out.push(`/api/v1/campaigns/all?page=${page}&per_page=6&search=${encodeURIComponent(w)}${c ? `&category=${c}` : ''}`);
      }
  return out;
}

/** A typo of a word, as people make them: two letters swapped, one dropped or one doubled. */
function typoOf(word: string, n: number): string {
  const i = 1 + (Math.floor(n / 3) % Math.max(1, word.length - 2));
  switch (n % 3) {
    case 0:
      return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
    case 1:
      return word.slice(0, i) + word.slice(i + 1);
    default:
      return word.slice(0, i) + word[i] + word.slice(i);
  }
}

/**
 * Donations to one campaign at `perSecond` through the real confirm path, until `stop()`; each
 * from its own client address (the API trusts the bench as its proxy), so the per-address limits
 * see separate donors. Returns the references confirmed (verify answered 100).
 */
function donationStream(apiUrl: string, fake: FakePaystack, campaign: string, perSecond: number) {
  const confirmed: { ref: string; kobo: number }[] = [];
  const failures: string[] = [];
  const inFlight = new Set<Promise<void>>();
  let n = 0;
  const one = async () => {
    const k = ++n;
    const headers = { 'content-type': 'application/json', 'x-forwarded-for': `10.77.${(k >> 8) & 255}.${k & 255}` };
    const amount = 1_000 + (k % 7) * 100;
    const d = await (
      await fetch(`${apiUrl}/api/v1/donate`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ firstname: 'Viral', lastname: `Donor${k}`, email: `viral${k}@example.ng`, known: 0, amount, campaign }),
      })
    ).json();
    if (d.status?.code !== 100) return void failures.push(`donate: ${d.status?.desc}`);
    fake.pay(d.entity.ref);
    const v = await (
      await fetch(`${apiUrl}/api/v1/payment/verify`, { method: 'PUT', headers, body: JSON.stringify({ ref: d.entity.ref }) })
    ).json();
    if (v.status?.code === 100) confirmed.push({ ref: d.entity.ref, kobo: amount * 100 });
    else failures.push(`verify: ${v.status?.desc}`);
  };
  const timer = setInterval(() => {
    const p = one().catch((e: Error) => void failures.push(e.message));
    inFlight.add(p);
    void p.finally(() => inFlight.delete(p));
  }, 1000 / perSecond);
  return {
    confirmed,
    failures,
    stop: async () => {
      clearInterval(timer);
      await Promise.all(inFlight);
    },
  };
}

/**
 * Row (b)'s database ceiling: the campaign page's own fetch by id (campaignPageRow: the page's read
 * model and what changes with gifts, one prepared statement; decision 106) through a pool of 20, 100 in flight, a new campaign each time, no HTTP — what the database alone
 * answers, so (b)'s req/s can be read against it in the same run.
 */
async function databaseCeiling(url: string, ids: string[]) {
  const pool = createPool(url, 20);
  const db = createDb(pool);
  const latencies: number[] = [];
  let i = 0;
  const end = Date.now() + DURATION_S * 1000;
  const started = Date.now();
  try {
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (Date.now() < end) {
          const t0 = performance.now();
          const row = await campaignPageRow(db, ids[i++ % ids.length]!);
          if (!row) throw new Error('database ceiling: a campaign was not found');
          latencies.push(performance.now() - t0);
        }
      }),
    );
  } finally {
    await pool.end();
  }
  latencies.sort((a, b) => a - b);
  const at = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((latencies.length * p) / 100))]!;
  return { rps: latencies.length / ((Date.now() - started) / 1000), p50: at(50), p99: at(99) };
}

const ONLY = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);

async function main() {
  const url = await seedBenchDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ public_id: string }>(
    `select public_id from campaigns where status = 1 order by id desc limit 20000`,
  );
  const words = (
    await client.query<{ word: string }>(`select word from campaign_words where length(word) > 3 order by random() limit 20000`)
  ).rows.map((r) => r.word);
  await client.end();
  const campaignId = rows[0]!.public_id;
  // The viral campaign: live, with a goal far above what the run gives (a gift is at most what the goal still needs).
  const viral = rows[1]!.public_id;
  await sqlOnce(url, `update campaigns set goal_kobo = 100000000000 where public_id = '${viral}'`);
  const shuffled = <T>(xs: T[]) =>
    xs
      .map((x) => [Math.random(), x] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, x]) => x);

  const targets = [
    { name: 'explore (plain)', path: '/api/v1/campaigns/all?page=1&per_page=6' },
    { name: 'explore (filtered)', path: '/api/v1/campaigns/all?page=2&per_page=6&category=Health&is_reward=0' },
    { name: 'explore (searched)', path: '/api/v1/campaigns/all?page=1&per_page=6&search=school%20fees' },
    { name: 'campaign page', path: `/api/v1/campaign/${campaignId}` },
    // every request a different answer: what a cache miss costs
    // The bench seed's titles use a small vocabulary (about 35 words): a different question on every
    // request is a word (or a typo of it) × a page × a category filter, shuffled, so nearly every
    // request misses the cache.
    {
      name: '(a) search, each a new question',
      path: `/api/v1/campaigns/all?page=1&per_page=6&search=${words[0]}`,
      paths: shuffled(searchPaths(words)),
    },
    {
      name: '(a) search with a typo, each new',
      path: `/api/v1/campaigns/all?page=1&per_page=6&search=${typoOf(words[0]!, 0)}`,
      paths: shuffled(searchPaths(words.flatMap((w) => Array.from({ length: 3 * (w.length - 2) }, (_, i) => typoOf(w, i))))),
    },
    {
      name: '(b) campaign page, each a new campaign',
      path: `/api/v1/campaign/${campaignId}`,
      paths: shuffled(rows.map((r) => `/api/v1/campaign/${r.public_id}`)),
      dbCeiling: true,
    },
    {
      name: '(c) viral: its page and explore while 50 donations/s land',
      path: `/api/v1/campaign/${viral}`,
      paths: [
        `/api/v1/campaign/${viral}`,
        `/api/v1/campaign/${viral}`,
        `/api/v1/campaign/${viral}`,
        '/api/v1/campaigns/all?page=1&per_page=6',
      ],
      viral: true,
    },
    { name: '(d) campaign page revalidated (If-None-Match → 304)', path: `/api/v1/campaign/${campaignId}`, revalidate: true },
  ].filter((t) => !ONLY.length || ONLY.some((o) => t.name.includes(o))) as {
    name: string;
    path: string;
    paths?: string[];
    viral?: boolean;
    revalidate?: boolean;
    dbCeiling?: boolean;
  }[];

  // Production mode with Paystack keys pointing at the project's fake Paystack server, so the
  // viral row's donations take the real path; the bench is the API's one trusted proxy.
  const fake = await FakePaystack.start();
  const api: ChildProcess = spawn(
    process.execPath,
    [...(CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${CPU_PROF}`] : []), path.join(root, 'apps/api/src/server.ts')],
    {
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: url,
        PORT: String(API_PORT),
        HOST: '127.0.0.1',
        JOBS: 'off',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        PUBLIC_URL: `http://127.0.0.1:${API_PORT}`,
        TRUST_PROXY: '127.0.0.1',
        MALLOC_ARENA_MAX: '2',
        PAYSTACK_SECRET_KEY: fake.secretKey,
        PAYSTACK_PUBLIC_KEY: 'pk_test_bench',
        PAYSTACK_BASE_URL: fake.baseUrl,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  let ceiling: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/readyz`);
    const bodies: Record<string, string> = {};
    for (const t of targets) bodies[t.path] = await (await fetch(`http://127.0.0.1:${API_PORT}${t.path}`)).text();
    ceiling = spawn(process.execPath, [path.join(root, 'bench/ceiling.ts')], {
      env: { ...process.env, PORT: String(CEILING_PORT), BODIES: JSON.stringify(bodies) },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitFor(`http://127.0.0.1:${CEILING_PORT}/healthz`);

    const results = [];
    const checks: string[] = [];
    for (const t of targets) {
      // warm up, then measure
      await autocannon({ url: `http://127.0.0.1:${API_PORT}${t.path}`, connections: 10, duration: 2 });
      let a: Awaited<ReturnType<typeof load>>;
      let cpu: string;
      if (t.viral) {
        // what the viral campaign has raised (payments' campaign_money, by its public id)
        const raised = () =>
          sqlNumber(
            url,
            `select m.pledged_kobo::bigint as n from campaign_facts f join campaign_money m on m.campaign_id = f.id where f.public_id = '${viral}'`,
          );
        const before = await raised();
        const stream = donationStream(`http://127.0.0.1:${API_PORT}`, fake, viral, 50);
        ({ result: a, cpu } = await profiled(api.pid!, () => load(`http://127.0.0.1:${API_PORT}${t.path}`, t.paths)));
        await stream.stop();
        const after = await raised();
        const refs = stream.confirmed.map((c) => `'${c.ref}'`).join(',') || `''`;
        const paid = await sqlNumber(url, `select count(*)::int as n from donations where status = 'paid' and reference in (${refs})`);
        const ledger = await sqlNumber(
          url,
          `select count(*)::int as n from ledger_transactions t join donations d on d.id = t.donation_id where t.kind = 'donation' and d.reference in (${refs})`,
        );
        const given = stream.confirmed.reduce((sum, c) => sum + c.kobo, 0);
        const exact = after - before === given && paid === stream.confirmed.length && ledger === stream.confirmed.length;
        checks.push(
          `viral: ${stream.confirmed.length} donations confirmed in ${DURATION_S} s (${(stream.confirmed.length / DURATION_S).toFixed(1)}/s), ` +
            `${stream.failures.length} failed${stream.failures.length ? ` (${[...new Set(stream.failures)].slice(0, 3).join('; ')})` : ''}; ` +
            `total +₦${((after - before) / 100).toLocaleString('en-NG')} for ₦${(given / 100).toLocaleString('en-NG')} given, ${paid} paid rows, ${ledger} ledger entries → ${exact ? 'TOTALS EXACT' : 'TOTALS WRONG'}`,
        );
      } else if (t.revalidate) {
        const etag = (await fetch(`http://127.0.0.1:${API_PORT}${t.path}`)).headers.get('etag');
        if (!etag) checks.push('revalidation: the campaign page sends no ETag');
        ({ result: a, cpu } = await profiled(api.pid!, () =>
          load(`http://127.0.0.1:${API_PORT}${t.path}`, undefined, {
            headers: etag ? { 'if-none-match': etag } : {},
            expect304: true,
          }),
        ));
      } else {
        ({ result: a, cpu } = await profiled(api.pid!, () => load(`http://127.0.0.1:${API_PORT}${t.path}`, t.paths)));
      }
      if (t.dbCeiling) {
        const d = await databaseCeiling(url, shuffled(rows.map((r) => r.public_id)));
        checks.push(
          `(b)'s database ceiling (campaignPageRow by id, pool of 20, ${CONNECTIONS} in flight, no HTTP): ${Math.round(d.rps)} fetches/s, ` +
            `p50 ${d.p50.toFixed(1)} ms, p99 ${d.p99.toFixed(1)} ms; (b) is ${((a.rps / d.rps) * 100).toFixed(1)} % of it`,
        );
      }
      const memory = rssMB(api.pid!);
      const c = await load(`http://127.0.0.1:${CEILING_PORT}${t.path}`);
      results.push({
        endpoint: t.name,
        'req/s': Math.round(a.rps),
        'p50 ms': a.p50,
        'p99 ms': a.p99,
        'errors+non2xx': a.errors + a.non2xx,
        'API RSS MB': memory.toFixed(0),
        'CPU % API / PG / load gen': cpu,
        'ceiling req/s': Math.round(c.rps),
        'ratio %': ((a.rps / c.rps) * 100).toFixed(1),
        'p99 ≤ 50': a.p99 <= 50 ? 'yes' : 'NO',
        '≥ 40 %': a.rps / c.rps >= 0.4 ? 'yes' : 'NO',
      });
    }
    console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, 100,000 campaigns / 1,000,000 donations:`);
    console.table(results);
    console.log(
      'CPU %: of one core, while the API was measured (200 % is both cores busy): the API process, every PostgreSQL process, the load generator.',
    );
    for (const c of checks) console.log(c);
  } finally {
    const exited = new Promise((r) => api.once('exit', r));
    api.kill('SIGTERM');
    if (CPU_PROF) await exited; // the profile is written as it exits
    ceiling?.kill('SIGTERM');
    await fake.close();
  }
}

await main();
