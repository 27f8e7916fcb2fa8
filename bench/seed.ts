/**
 * Seeds a benchmark database: 1,000 users, 100,000 campaigns (every status, category and type)
 * and 1,000,000 paid donations, with pledged totals that match and in the ledger (one opening
 * transaction per campaign for what its seeded donations gave, so the ledger checks hold exactly).
 * Reused when already seeded. `o` seeds another database (`url`) or another size (bench/day.ts).
 *
 *   node bench/seed.ts   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/ireti_bench)
 */
import pg from 'pg';
import { createDb, createPool } from '../apps/api/src/db/client.ts';
import { migrate } from '../apps/api/src/db/migrate.ts';
import { seedReference } from '../apps/api/src/modules/reference/reference.service.ts';

export const DEFAULT_CAMPAIGNS = 100_000;
export const DEFAULT_DONATIONS = 1_000_000;

export async function seedBenchDatabase(o: { url?: string; campaigns?: number; donations?: number } = {}): Promise<string> {
  const url = o.url ?? process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ireti_bench';
  const CAMPAIGNS = o.campaigns ?? DEFAULT_CAMPAIGNS;
  const DONATIONS = o.donations ?? DEFAULT_DONATIONS;
  const u = new URL(url);
  const dbName = u.pathname.slice(1);
  const admin = new pg.Client({ connectionString: Object.assign(new URL(url), { pathname: '/postgres' }).toString() });
  await admin.connect();
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount;
  if (!exists) await admin.query(`create database "${dbName}"`);
  await admin.end();

  const pool = createPool(url, 4);
  try {
    await migrate(pool);
    await seedReference(createDb(pool));
    const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from campaigns');
    if (rows[0]!.n >= CAMPAIGNS) {
      console.log(`bench database ready (${rows[0]!.n} campaigns)`);
      return url;
    }
    console.log(`seeding 1,000 users, ${CAMPAIGNS.toLocaleString('en')} campaigns and ${DONATIONS.toLocaleString('en')} donations…`);
    const t0 = Date.now();
    await pool.query(`
      insert into users (email, first_name, last_name, email_verified_at, identity_status, state_id, lga_id, is_organization, organization_name)
      select 'bench' || g || '@example.ng', (array['Ada','Tunde','Ngozi','Musa','Zainab','Chidi','Bola','Emeka'])[1 + g % 8],
             (array['Okafor','Adeyemi','Bello','Eze','Ibrahim','Obi','Ogunleye','Usman'])[1 + (g / 8) % 8], now(), 'approved', 25, 508,
             g % 10 = 0, case when g % 10 = 0 then 'Bench Foundation ' || g end
      from generate_series(1, 1000) g`);
    await pool.query(`
      insert into campaigns (public_id, owner_id, title, summary, description_html, goal_kobo, category, type, status, created_at)
      select 'b' || lpad(to_hex(g), 9, '0'),
             (select min(id) from users where email like 'bench%') + (g % 1000),
             (array['Help','Support','Fund','Back'])[1 + g % 4] || ' ' ||
             (array['school fees for','surgery for','a shop for','a borehole in','rent for','a wedding for','flood relief in','a laptop for'])[1 + (g / 4) % 8] || ' ' ||
             (array['Amaka','Ibadan','Kano','Chinedu','Maiduguri','Fatima','Enugu','Lagos'])[1 + (g / 32) % 8] || ' #' || g,
             'Campaign number ' || g || ' needs your help',
             '<p>Benchmark campaign ' || g || '.</p>',
             (50000 + (g % 200) * 5000)::bigint * 100,
             (array['Health','Finance','Support','Business','Nonprofit','Emergency','Newlywed','Family','Wishes'])[1 + g % 9],
             case when (g / 7) % 3 = 0 then 'Reward based' else 'Non-reward based' end,
             case when g % 20 = 0 then 0 when g % 20 = 1 then 2 when g % 20 = 2 then 3 when g % 50 = 3 then 4 else 1 end,
             now() - (g % 365) * interval '1 day'
      from generate_series(1, ${CAMPAIGNS}) g`);
    await pool.query(`
      insert into donations (reference, campaign_id, email, first_name, last_name, amount_kobo, status, provider, paid_at, created_at)
      select 'bench-' || g, (select min(id) from campaigns) + (g % ${CAMPAIGNS}), 'donor' || (g % 5000) || '@example.ng', 'Donor', 'Bench',
             (100 + (g % 50) * 100)::bigint * 100, 'paid', 'sandbox', now() - (g % 60) * interval '1 day', now() - (g % 60) * interval '1 day'
      from generate_series(1, ${DONATIONS}) g`);
    await pool.query(
      `update campaign_totals t set pledged_kobo = d.s from (select campaign_id, sum(amount_kobo) s from donations where status = 'paid' group by campaign_id) d where d.campaign_id = t.campaign_id`,
    );
    // Statistics first: planned on an empty table's, the statement below joined its 100,000 rows
    // by nested loops and ran for over twenty minutes.
    await pool.query('analyze');
    // The seeded donations in the ledger: per campaign, one 'donation' transaction of their sum
    // (provider +x, campaign −x), as if each had been confirmed.
    await pool.query(`
      insert into ledger_accounts (code, kind, campaign_id)
      select 'campaign:' || campaign_id, 'liability', campaign_id from donations where status = 'paid' group by campaign_id
      on conflict do nothing`);
    await pool.query(`
      with given as (select campaign_id, sum(amount_kobo) as kobo from donations where status = 'paid' group by campaign_id),
      t as (insert into ledger_transactions (kind, campaign_id) select 'donation', campaign_id from given returning id, campaign_id)
      insert into ledger_entries (transaction_id, account_id, amount_kobo)
      select t.id, e.account_id, e.kobo from t join given g on g.campaign_id = t.campaign_id
      join ledger_accounts a on a.campaign_id = t.campaign_id
      cross join lateral (values (1::bigint, g.kobo), (a.id, -g.kobo)) as e(account_id, kobo)`);
    await pool.query('analyze');
    console.log(`seeded in ${((Date.now() - t0) / 1000).toFixed(0)} s`);
    return url;
  } finally {
    await pool.end();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await seedBenchDatabase();
