/**
 * Donation speed (issue 5): how many donations per second the initiate-and-confirm path sustains
 * against PostgreSQL — POST /donate, the sandbox payment, PUT /payment/verify, through the real
 * app in-process (Fastify inject: routing, validation, services, one transaction per
 * confirmation with the ledger, the campaign total and the e-mails). Prints donations/s, p50 and
 * p99 of the whole path, then checks the totals and the ledger. Target: ≥ 300 donations/s.
 *
 *   node bench/donations.ts
 *   BENCH_DONATIONS=5000 BENCH_CONCURRENCY=48 BENCH_CAMPAIGNS=20 node bench/donations.ts
 *   DATABASE_URL=postgres://…/postgres node bench/donations.ts   (default: the machine's PostgreSQL)
 */
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { randomBytes } from 'node:crypto';
import { buildApp } from '../apps/api/src/app.ts';
import { createContext } from '../apps/api/src/bootstrap.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { createDb, createPool } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seedReference } from '../apps/api/src/modules/reference/reference.service.ts';
import { ledgerIntegrity } from '../apps/api/src/modules/payments/ledger.ts';

const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DONATIONS = Number(process.env.BENCH_DONATIONS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 24);
const CAMPAIGNS = Number(process.env.BENCH_CAMPAIGNS ?? 20);
const WARMUP = 200;
const NAME = `ireti_bench_donations_${randomBytes(3).toString('hex')}`;

const serverUrl = new URL(SERVER);
const dbUrl = new URL(SERVER);
dbUrl.pathname = `/${NAME}`;

async function admin(sql: string) {
  const c = new pg.Client({ connectionString: serverUrl.toString() });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

async function main() {
  await admin(`create database ${NAME}`);
  const pool = createPool(dbUrl.toString(), Number(process.env.BENCH_POOL ?? 10));
  const db = createDb(pool);
  try {
    await migrate(pool);
    await seedReference(db);
    const owners = await pool.query<{ id: string }>(`
      insert into users (email, first_name, last_name, identity_status, email_verified_at)
      select 'owner' || i || '@bench.ireti.ng', 'Owner', 'Bench' || i, 'approved', now() from generate_series(1, ${CAMPAIGNS}) i returning id`);
    const campaigns = await pool.query<{ public_id: string }>(`
      insert into campaigns (public_id, owner_id, title, summary, goal_kobo, category, type, status, verified_at)
      select 'bench' || lpad(i::text, 5, '0'), (array[${owners.rows.map((r) => r.id).join(',')}])[i], 'Bench campaign ' || i, 'Speed test',
        100000000000, 'Health', 'Non-reward based', 1, now()
      from generate_series(1, ${CAMPAIGNS}) i returning public_id`);
    const ids = campaigns.rows.map((r) => r.public_id);

    const config = loadConfig({ NODE_ENV: 'development', DATABASE_URL: dbUrl.toString(), LOG_LEVEL: 'silent', JOBS: 'off', SEED_DEMO: 'false' });
    const ctx = createContext(config, { db }, { log: { error: () => {} } });
    const app = await buildApp(ctx);
    await app.ready();

    let ip = 0;
    const inject = async (method: 'POST' | 'PUT', url: string, payload: object) => {
      ip++;
      const res = await app.inject({ method, url, payload, remoteAddress: `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}` });
      return JSON.parse(res.body) as { status: { code: number; desc: string }; entity: any };
    };

    let expectedKobo = 0;
    let failures = 0;
    const steps: Record<'donate' | 'pay' | 'verify', number[]> = { donate: [], pay: [], verify: [] };
    const one = async (i: number) => {
      const naira = 100 + (i % 5000) + (i % 7) / 100; // whole naira and kobo amounts
      const t0 = performance.now();
      const d = await inject('POST', '/api/v1/donate', {
        firstname: 'Bench',
        lastname: `Donor${i}`,
        email: `donor${i}@bench.ireti.ng`,
        known: 0,
        amount: naira,
        mobile: '08012345678',
        comment: i % 3 ? '' : 'Keep going!',
        campaign: ids[i % ids.length],
        anonymous: i % 4 === 0,
      });
      if (d.status.code !== 100) throw new Error(`donate: ${d.status.desc}`);
      const t1 = performance.now();
      const p = await inject('POST', '/api/v1/dev/sandbox/pay', { ref: d.entity.ref, card: '4084 0840 8408 4081' });
      if (p.entity?.status !== 'success') throw new Error(`pay: ${p.status.desc}`);
      const t2 = performance.now();
      const v = await inject('PUT', '/api/v1/payment/verify', { ref: d.entity.ref });
      steps.donate.push(t1 - t0);
      steps.pay.push(t2 - t1);
      steps.verify.push(performance.now() - t2);
      if (v.status.code !== 100) failures++;
      else expectedKobo += d.entity.amount_kobo;
      return performance.now() - t0;
    };

    const run = async (count: number, offset: number) => {
      const latencies: number[] = [];
      let next = 0;
      const workers = Array.from({ length: CONCURRENCY }, async () => {
        for (;;) {
          const i = next++;
          if (i >= count) return;
          latencies.push(await one(offset + i));
        }
      });
      const t0 = performance.now();
      await Promise.all(workers);
      return { seconds: (performance.now() - t0) / 1000, latencies };
    };

    process.stdout.write(`warming up (${WARMUP} donations)… `);
    await run(WARMUP, 0);
    console.log('done');
    for (const k of Object.keys(steps) as (keyof typeof steps)[]) steps[k] = [];
    const { seconds, latencies } = await run(DONATIONS, WARMUP);
    latencies.sort((a, b) => a - b);

    console.log(`\ninitiate → pay (sandbox) → verify, ${DONATIONS} donations, ${CONCURRENCY} at a time, over ${CAMPAIGNS} campaigns`);
    console.log(`  ${(DONATIONS / seconds).toFixed(0).padStart(6)} donations/s  (target ≥ 300)`);
    console.log(`  ${pct(latencies, 50).toFixed(1).padStart(6)} ms p50 of the whole path`);
    console.log(`  ${pct(latencies, 99).toFixed(1).padStart(6)} ms p99`);
    for (const [k, v] of Object.entries(steps)) {
      v.sort((a, b) => a - b);
      console.log(`    ${k.padEnd(7)} p50 ${pct(v, 50).toFixed(1).padStart(6)} ms   p99 ${pct(v, 99).toFixed(1).padStart(6)} ms`);
    }

    // Totals: every confirmed donation counted exactly once, and the ledger balanced.
    const [totals] = (
      await pool.query<{ pledged: string; paid: string; n: string }>(`
        select (select sum(pledged_kobo) from campaigns) as pledged,
          (select sum(amount_kobo) from donations where status = 'paid') as paid,
          (select count(*) from donations where status = 'paid') as n`)
    ).rows;
    const integrity = await ledgerIntegrity(db);
    const ok = failures === 0 && Number(totals!.pledged) === expectedKobo && Number(totals!.paid) === expectedKobo && Number(totals!.n) === DONATIONS + WARMUP && integrity.ok;
    console.log(`\n  donations confirmed: ${totals!.n} (expected ${DONATIONS + WARMUP}), failures ${failures}`);
    console.log(`  Σ pledged ${totals!.pledged} kobo = Σ paid ${totals!.paid} kobo = expected ${expectedKobo} kobo: ${Number(totals!.pledged) === expectedKobo && Number(totals!.paid) === expectedKobo ? 'yes' : 'NO'}`);
    console.log(`  ledger sums to ${integrity.totals.ledger_sum_kobo}; integrity ${integrity.ok ? 'ok' : `FAILED: ${integrity.problems.join('; ')}`}`);
    console.log(ok ? '\nTOTALS OK' : '\nTOTALS WRONG');
    await app.close();
    process.exitCode = ok ? 0 : 1;
  } finally {
    await pool.end();
    await admin(`drop database if exists ${NAME} with (force)`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
