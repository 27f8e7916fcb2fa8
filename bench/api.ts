/**
 * API speed (issue 7): autocannon against the explore list (plain, filtered, searched) and a
 * campaign page, on PostgreSQL holding 100,000 campaigns and 1,000,000 donations; in the same run
 * a bare Fastify route answering the same bytes from memory, as the ceiling.
 *
 *   node bench/api.ts    (BENCH_DATABASE_URL, default the machine's postgres://postgres@127.0.0.1:5432)
 *
 * Prints req/s, p50, p99, the API process's memory and the ratio to the ceiling.
 * Targets: ≥ 40 % of the ceiling and p99 ≤ 50 ms at 100 connections.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import autocannon from 'autocannon';
import { seedBenchDatabase } from './seed.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const API_PORT = 3500;
const CEILING_PORT = 3501;
const CONNECTIONS = 100;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} never answered`);
}

const rssMB = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
};

/** `paths`: each request takes the next one (distinct answers: the cache-miss path). */
async function load(url: string, paths?: string[]) {
  let i = 0;
  const requests = paths ? [{ setupRequest: (req: { path: string }) => ({ ...req, path: paths[i++ % paths.length]! }) }] : undefined;
  const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, pipelining: 1, requests } as autocannon.Options);
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, non2xx: r.non2xx, errors: r.errors };
}

async function main() {
  const url = await seedBenchDatabase();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ public_id: string }>(`select public_id from campaigns where status = 1 order by id desc limit 20000`);
  const words = (await client.query<{ word: string }>(`select word from campaign_words where length(word) > 3 order by random() limit 20000`)).rows.map((r) => r.word);
  await client.end();
  const campaignId = rows[0]!.public_id;
  const shuffled = <T,>(xs: T[]) => xs.map((x) => [Math.random(), x] as const).sort((a, b) => a[0] - b[0]).map(([, x]) => x);

  const targets = [
    { name: 'explore (plain)', path: '/api/v1/campaigns/all?page=1&per_page=6' },
    { name: 'explore (filtered)', path: '/api/v1/campaigns/all?page=2&per_page=6&category=Health&is_reward=0' },
    { name: 'explore (searched)', path: '/api/v1/campaigns/all?page=1&per_page=6&search=school%20fees' },
    { name: 'campaign page', path: `/api/v1/campaign/${campaignId}` },
    // every request a different answer: what a cache miss costs
    { name: 'explore (searched, each a new word)', path: `/api/v1/campaigns/all?page=1&per_page=6&search=${words[0]}`, paths: shuffled(words).map((w) => `/api/v1/campaigns/all?page=1&per_page=6&search=${encodeURIComponent(w)}`) },
    { name: 'campaign page (each a new campaign)', path: `/api/v1/campaign/${campaignId}`, paths: shuffled(rows.map((r) => `/api/v1/campaign/${r.public_id}`)) },
  ] as { name: string; path: string; paths?: string[] }[];

  const api: ChildProcess = spawn(process.execPath, [path.join(root, 'apps/api/src/server.ts')], {
    env: { ...process.env, NODE_ENV: 'production', DATABASE_URL: url, PORT: String(API_PORT), HOST: '127.0.0.1', JOBS: 'off', LOG_LEVEL: 'silent', SEED_DEMO: 'false', PUBLIC_URL: `http://127.0.0.1:${API_PORT}` },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let ceiling: ChildProcess | undefined;
  try {
    await waitFor(`http://127.0.0.1:${API_PORT}/readyz`);
    const bodies: Record<string, string> = {};
    for (const t of targets) bodies[t.path] = await (await fetch(`http://127.0.0.1:${API_PORT}${t.path}`)).text();
    ceiling = spawn(process.execPath, [path.join(root, 'bench/ceiling.ts')], { env: { ...process.env, PORT: String(CEILING_PORT), BODIES: JSON.stringify(bodies) }, stdio: ['ignore', 'ignore', 'inherit'] });
    await waitFor(`http://127.0.0.1:${CEILING_PORT}/healthz`);

    const results = [];
    for (const t of targets) {
      // warm up, then measure
      await autocannon({ url: `http://127.0.0.1:${API_PORT}${t.path}`, connections: 10, duration: 2 });
      const a = await load(`http://127.0.0.1:${API_PORT}${t.path}`, t.paths);
      const memory = rssMB(api.pid!);
      const c = await load(`http://127.0.0.1:${CEILING_PORT}${t.path}`);
      results.push({
        endpoint: t.name,
        'req/s': Math.round(a.rps),
        'p50 ms': a.p50,
        'p99 ms': a.p99,
        'errors+non2xx': a.errors + a.non2xx,
        'API RSS MB': memory.toFixed(0),
        'ceiling req/s': Math.round(c.rps),
        'ratio %': ((a.rps / c.rps) * 100).toFixed(1),
        'p99 ≤ 50': a.p99 <= 50 ? 'yes' : 'NO',
        '≥ 40 %': a.rps / c.rps >= 0.4 ? 'yes' : 'NO',
      });
    }
    console.log(`\nautocannon, ${CONNECTIONS} connections, ${DURATION_S} s per endpoint, 100,000 campaigns / 1,000,000 donations:`);
    console.table(results);
  } finally {
    api.kill('SIGTERM');
    ceiling?.kill('SIGTERM');
  }
}

await main();
