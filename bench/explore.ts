/**
 * Explore speed (issue 4): seeds 100,000 campaigns (and 300,000 donations for 'top') into a
 * database of its own, then times the real list queries of the explore module — explore with
 * search (exact words and typos), filters, the top/new/closing lists, paging, success stories and
 * the counters — and prints p50/p95 per query and overall. Target: p95 ≤ 30 ms.
 *
 *   node bench/explore.ts              reuse the seeded database when it is there
 *   node bench/explore.ts --reseed     drop and seed again
 *   node bench/explore.ts --page       only the campaign page misses (the last section)
 *   DATABASE_URL=postgres://…/postgres node bench/explore.ts   (default: the machine's PostgreSQL)
 */
import pg from 'pg';
import { performance } from 'node:perf_hooks';
import { createDb, createPool } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { closedCampaigns, explore, refreshTopRanking, stats, type ExploreFilters } from '../apps/api/src/modules/explore/queries.ts';
import { getCampaign } from '../apps/api/src/modules/explore/page.ts';
import type { AppContext } from '../apps/api/src/context.ts';

const SERVER = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const NAME = 'ireti_bench_explore';
const CAMPAIGNS = 100_000;
const DONATIONS = 300_000;
const USERS = 5_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 60);

const serverUrl = new URL(SERVER);
const dbUrl = new URL(SERVER);
dbUrl.pathname = `/${NAME}`;

async function admin<T>(fn: (c: pg.Client) => Promise<T>) {
  const c = new pg.Client({ connectionString: serverUrl.toString() });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

const words = (s: string) =>
  `array[${s
    .split('|')
    .map((w) => `'${w.replace(/'/g, "''")}'`)
    .join(',')}]`;
const VERBS = words('Help|Support|Fund|Sponsor|Rebuild|Restock|Save|Equip|Feed|Send');
const THINGS = words(
  'nursing school fees|a clean water borehole|heart surgery|kidney transplant|a wedding|a provisions shop|a tailoring business|flood relief|' +
    'school roof repairs|a community library|solar street lights|a football academy|university tuition|cancer treatment|a maternity ward|' +
    'a fish farm|a bakery oven|a poultry farm|orphanage meals|a wheelchair|eye surgery|a church hall|a mosque borehole|a mobile clinic|' +
    'a coding bootcamp|a recording studio|fire victims|accident recovery|a keke napep|sickle cell care',
);
const NAMES = words(
  'Amaka|Chidi|Tunde|Zainab|Ngozi|Emeka|Fatima|Bola|Kelechi|Halima|Segun|Aisha|Ifeoma|Musa|Yetunde|Obinna|Hauwa|Dayo|Nkechi|Ibrahim',
);
const PLACES = words(
  'Lagos|Kano|Ibadan|Enugu|Port Harcourt|Abuja|Kaduna|Jos|Ilorin|Owerri|Benin City|Calabar|Abeokuta|Sokoto|Maiduguri|Aba|Onitsha|Warri|Yola|Uyo',
);
const SUMMARIES = words(
  'Every naira brings us closer|Urgent help needed this month|A community project that lasts|Help a family get back on its feet|' +
    'Education changes lives|Health is wealth|Small business, big dreams|Support from home and abroad',
);
const CATEGORIES = words('Health|Finance|Support|Business|Nonprofit|Emergency|Newlywed|Family|Wishes');

async function seed() {
  await admin(async (c) => {
    await c.query(`drop database if exists ${NAME} with (force)`);
    await c.query(`create database ${NAME}`);
  });
  const pool = createPool(dbUrl.toString(), 4);
  await migrate(pool);
  const q = (sql: string) => pool.query(sql);
  const t0 = performance.now();
  await q(`select setseed(0.42)`);
  await q(`insert into users (email, first_name, last_name, is_organization, organization_name, identity_status, email_verified_at)
    select 'bench' || i || '@example.ng', (${NAMES})[1 + i % 20], 'Bench', i % 7 = 0, case when i % 7 = 0 then 'Foundation ' || i end,
      case when i % 3 = 0 then 'approved' when i % 3 = 1 then 'submitted' else 'none' end, now()
    from generate_series(1, ${USERS}) i`);
  await q(`insert into campaigns (public_id, owner_id, title, summary, description_html, goal_kobo, category, type, status,
      suspended_at, created_at, verified_at, closed_at)
    select substr(md5(t.i::text || 'x'), 1, 12), t.u, t.title, t.summary, '<p>' || t.title || '</p>', t.goal,
      t.category, t.type, t.status, case when t.i % 211 = 0 then now() end, t.created,
      case when t.status in (1, 2, 3) then t.created + interval '2 days' end,
      case when t.status = 2 then t.created + interval '40 days' end
    from (select s.*, case when s.r < 0.6 then 1 when s.r < 0.75 then 2 when s.r < 0.85 then 3 when s.r < 0.95 then 0 else 4 end as status
      from (select i, 1 + floor(random() * ${USERS})::int as u,
          (${VERBS})[1 + floor(random() * 10)::int] || ' ' || (${THINGS})[1 + floor(random() * 30)::int] || ' for ' ||
            (${NAMES})[1 + floor(random() * 20)::int] || ' in ' || (${PLACES})[1 + floor(random() * 20)::int] as title,
          (${SUMMARIES})[1 + floor(random() * 8)::int] as summary,
          (${CATEGORIES})[1 + floor(random() * 9)::int] as category,
          case when random() < 0.4 then 'Reward based' else 'Non-reward based' end as type,
          (50000 + floor(random() * 10000000))::bigint * 100 as goal,
          now() - random() * interval '730 days' as created,
          random() as r
        from generate_series(1, ${CAMPAIGNS}) i) s) t`);
  // What each raised is payments' campaign_totals (a trigger made the rows with the campaigns).
  await q(`update campaign_totals t set pledged_kobo = floor(c.goal_kobo * random() * random())::bigint
    from campaigns c where c.id = t.campaign_id and c.status in (1, 2, 3)`);
  await q(`insert into donations (reference, campaign_id, email, amount_kobo, provider, status, paid_at, created_at)
    select 'bench-' || d.i, d.campaign_id, 'donor' || d.i || '@example.ng', d.amount, 'sandbox', d.status, d.at, d.at
    from (select i, 1 + floor(random() * ${CAMPAIGNS})::int as campaign_id, (100 + floor(random() * 200000))::bigint * 100 as amount,
        case when random() < 0.9 then 'paid' else 'refunded' end as status, now() - random() * interval '120 days' as at
      from generate_series(1, ${DONATIONS}) i) d`);
  // Volunteers recommended one campaign in twenty for verified status (the explore "verify" filter).
  await q(`update users set volunteer_status = 'approved' where id <= 50`);
  await q(`insert into campaign_assignments (campaign_id, volunteer_id, verified_at, recommended_at)
    select id, 1 + id % 50, created_at + interval '1 day', created_at + interval '1 day' from campaigns where id % 20 = 0`);
  // Campaigns keeps who vets each campaign as trust tells it (campaign_vetters, decision 109).
  await q(`insert into campaign_vetters (campaign_id, volunteer_id, recommended_at)
    select campaign_id, volunteer_id, recommended_at from campaign_assignments`);
  await refreshTopRanking(createDb(pool));
  await q('vacuum analyze');
  await pool.end();
  console.log(`seeded ${CAMPAIGNS} campaigns, ${DONATIONS} donations in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function seeded(): Promise<boolean> {
  const exists = await admin(async (c) => (await c.query('select 1 from pg_database where datname = $1', [NAME])).rowCount === 1);
  if (!exists) return false;
  const c = new pg.Client({ connectionString: dbUrl.toString() });
  await c.connect();
  try {
    const r = await c.query('select count(*)::int as n from campaigns').catch(() => null);
    return (r?.rows[0]?.n ?? 0) >= CAMPAIGNS;
  } finally {
    await c.end();
  }
}

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]!;
};

async function main() {
  if (process.argv.includes('--reseed') || !(await seeded())) await seed();
  const pool = createPool(dbUrl.toString(), 4);
  await migrate(pool); // indexes added since the seed
  const db = createDb(pool);
  const t = performance.now();
  await refreshTopRanking(db);
  console.log(`'top' ranking refresh (the five-minute job): ${(performance.now() - t).toFixed(0)} ms`);
  await pool.query('analyze');
  const f = (o: Partial<ExploreFilters>): ExploreFilters => ({ page: 1, perPage: 6, ...o });

  if (process.argv.includes('--page')) {
    await pool.end();
    return campaignPage();
  }
  const cases: [string, () => Promise<unknown>][] = [
    ['explore page 1', () => explore(db, f({}))],
    ['explore page 2–20 (Show More)', () => explore(db, f({ page: 2 + Math.floor(Math.random() * 19) }))],
    ['category', () => explore(db, f({ category: 'Health' }))],
    ['category + reward + verify', () => explore(db, f({ category: 'Business', isReward: true, verify: true }))],
    ['top (home, 3)', () => explore(db, f({ time: 'top', perPage: 3 }))],
    ['new (home, 3)', () => explore(db, f({ time: 'new', perPage: 3 }))],
    ['closing (home, 3)', () => explore(db, f({ time: 'closing', perPage: 3 }))],
    ['top + category', () => explore(db, f({ time: 'top', category: 'Emergency' }))],
    ['search rare word', () => explore(db, f({ search: 'keke' }))],
    ['search common word', () => explore(db, f({ search: 'surgery' }))],
    ['search word in 1 in 5 campaigns', () => explore(db, f({ search: 'help' }))],
    ['search common word, page 2–20', () => explore(db, f({ search: 'school', page: 2 + Math.floor(Math.random() * 19) }))],
    ['search transposed letters', () => explore(db, f({ search: 'Lagso' }))],
    ['search typo', () => explore(db, f({ search: 'borehol' }))],
    ['search typo 2', () => explore(db, f({ search: 'nursng' }))],
    ['search two words', () => explore(db, f({ search: 'water Kano' }))],
    ['search + category + reward', () => explore(db, f({ search: 'school', category: 'Health', isReward: true }))],
    ['search + new', () => explore(db, f({ search: 'library', time: 'new' }))],
    ['success stories', () => closedCampaigns(db, Math.floor(Math.random() * 5), 10)],
  ];

  for (const [, run] of cases) for (let i = 0; i < 3; i++) await run(); // warm the cache
  const all: number[] = [];
  console.log(`\n${'query'.padEnd(32)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)}   (${RUNS} runs each)`);
  for (const [name, run] of cases) {
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    all.push(...times);
    console.log(`${name.padEnd(32)} ${pct(times, 50).toFixed(1).padStart(8)} ${pct(times, 95).toFixed(1).padStart(8)}`);
  }
  const counters: number[] = [];
  for (let i = 0; i < 20; i++) {
    const t = performance.now();
    await stats(db);
    counters.push(performance.now() - t);
  }
  const p95 = pct(all, 95);
  console.log(
    `${'all queries'.padEnd(32)} ${pct(all, 50).toFixed(1).padStart(8)} ${p95.toFixed(1).padStart(8)}   target p95 ≤ 30 ms: ${p95 <= 30 ? 'met' : 'NOT met'}`,
  );
  console.log(
    `\n(home counters, not an explore query: ${pct(counters, 50).toFixed(1)} / ${pct(counters, 95).toFixed(1)} ms uncached; the API serves them from a 30 s cache)`,
  );
  await pool.end();
  await campaignPage();
}

/**
 * The campaign page when the cache cannot help (GET /campaign/{id}, a different campaign each
 * time): the service's queries per answer, its time alone, and answers per second with 100 in
 * flight on pools of several sizes (the API's default is 20).
 */
async function campaignPage() {
  const ids = await admin(async () => {
    const c = new pg.Client({ connectionString: dbUrl.toString() });
    await c.connect();
    try {
      return (
        await c.query<{ public_id: string }>('select public_id from campaigns where status in (1, 2, 3) order by random() limit 4000')
      ).rows.map((r) => r.public_id);
    } finally {
      await c.end();
    }
  });
  const media = { publicUrl: (key: string | null) => (key ? `/uploads/${key}` : null) };
  const viewer = null;
  let next = 0;
  const one = (ctx: AppContext) => getCampaign(ctx, ids[next++ % ids.length]!, viewer);
  const setup = (max: number) => {
    const pool = createPool(dbUrl.toString(), max);
    let queries = 0;
    const query = pool.query.bind(pool) as (...a: unknown[]) => unknown;
    (pool as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => (queries++, query(...a));
    return { pool, ctx: { db: createDb(pool), media } as unknown as AppContext, queries: () => queries };
  };

  const alone = setup(20);
  for (let i = 0; i < 200; i++) await one(alone.ctx); // warm-up
  const before = alone.queries();
  const times: number[] = [];
  for (let i = 0; i < 1000; i++) {
    const t = performance.now();
    await one(alone.ctx);
    times.push(performance.now() - t);
  }
  console.log(
    `\ncampaign page miss (getCampaign, visitor): ${((alone.queries() - before) / 1000).toFixed(1)} queries per answer, p50 ${pct(times, 50).toFixed(2)} ms, p95 ${pct(times, 95).toFixed(2)} ms alone`,
  );
  await alone.pool.end();

  for (const max of [5, 10, 20, 40]) {
    const { pool, ctx } = setup(max);
    for (let i = 0; i < 200; i++) await one(ctx);
    const lat: number[] = [];
    const N = 4000;
    let done = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: 100 }, async () => {
        while (done++ < N) {
          const t = performance.now();
          await one(ctx);
          lat.push(performance.now() - t);
        }
      }),
    );
    const secs = (performance.now() - t0) / 1000;
    console.log(
      `  100 in flight, pool ${String(max).padStart(2)}: ${(lat.length / secs).toFixed(0).padStart(5)} answers/s, p50 ${pct(lat, 50).toFixed(1)} ms, p99 ${pct(lat, 99).toFixed(1)} ms`,
    );
    await pool.end();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
