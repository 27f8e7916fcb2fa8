import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../test/build-app.ts';
import { move, secondInstance } from '../modules/payments/testing.ts';
import { createCampaign } from '../test/factories.ts';
import { ledgerIntegrity } from '../modules/payments/giving/ledger.ts';
import { seedDemo } from './demo.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const snapshot = async (db: TestApp['ctx']['db']) => {
  const n = async (q: ReturnType<typeof sql>) => Number((await db.execute<{ n: number }>(q)).rows[0]!.n);
  return {
    users: await n(sql`select count(*)::int as n from users`),
    campaigns: await n(sql`select count(*)::int as n from campaigns`),
    donations: await n(sql`select count(*)::int as n from donations`),
    paid: await n(sql`select count(*)::int as n from donations where status = 'paid'`),
    ledger: await n(sql`select count(*)::int as n from ledger_transactions`),
    totals: (
      await db.execute<{ title: string; status: number; pledged_kobo: number }>(
        sql`select f.title, f.status, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo from campaign_facts f left join campaign_money m on m.campaign_id = f.id order by f.title, f.id`,
      )
    ).rows,
  };
};

describe('the whole demo seed', () => {
  // The whole demo, twice (every module's seed): more than 30 s beside the suite on two cores.
  it('adds nothing on a second start against the same database', { timeout: 120_000 }, async () => {
    await seedDemo(t.ctx);
    const first = await snapshot(t.ctx.db);
    expect(first.paid).toBeGreaterThan(0);
    expect(first.ledger).toBeGreaterThan(0);

    // Between the starts, people try the demo: Ada starts a campaign of her own that goes live,
    // and a volunteer verifies one the demo left awaiting verification.
    const [ada] = (await t.ctx.db.execute<{ id: number }>(sql`select id from users where email = 'ada@demo.ireti.ng'`)).rows;
    await createCampaign(t.ctx.db, Number(ada!.id), {
      title: 'School fees for my niece',
      goalKobo: 300_000_00,
      status: 1,
      verifiedAt: new Date(),
    });
    const [waiting] = (await t.ctx.db.execute<{ id: number }>(sql`select id from campaigns where status = 0 order by id limit 1`)).rows;
    await move(t, Number(waiting!.id), 1);
    const before = await snapshot(t.ctx.db);

    // A restart: a new process (context, pool, sandbox) on the same database and data folder.
    const again = await secondInstance(t);
    try {
      await seedDemo(again.ctx);
    } finally {
      await again.close();
    }
    expect(await snapshot(t.ctx.db)).toEqual(before);
    expect(before.donations).toBe(first.donations);
    expect((await ledgerIntegrity(t.ctx.db)).ok).toBe(true);
  });
});
