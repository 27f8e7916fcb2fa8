import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { createCampaign } from '../../test/factories.ts';
import { seedAccountsDemo } from '../accounts/accounts.demo.ts';
import { seedCampaignsDemo } from '../campaigns/campaigns.demo.ts';
import { demoCampaigns } from '../campaigns/demo/stories.ts';
import { seedPaymentsDemo } from './payments.demo.ts';
import { campaignRow, expectIntegrity } from './testing.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const counts = async () =>
  (
    await t.ctx.db.execute<{ status: string; n: number }>(
      sql`select status, count(*)::int as n from donations group by status order by status`,
    )
  ).rows;

describe('the payments demo seed', () => {
  it('does nothing without demo campaigns', async () => {
    await seedPaymentsDemo(t.ctx);
    expect(await counts()).toEqual([]);
  });

  it("gives real, confirmed donations to the demo's live campaigns and funds one of ada's, once", async () => {
    await seedAccountsDemo(t.ctx);
    await seedCampaignsDemo(t.ctx);
    const ada = await userId('ada@demo.ireti.ng');
    // A live campaign a demo user made while trying the site is not the demo's to fill.
    const own = await createCampaign(t.ctx.db, ada, { goalKobo: 300_000_00, status: 1, title: 'My own campaign' });

    await seedPaymentsDemo(t.ctx);
    const first = await counts();
    expect(first.map((r) => r.status)).toEqual(['paid']);
    const live = (
      await t.ctx.db.execute<{ id: number; owner: string; goal_kobo: number; pledged_kobo: number; status: number }>(sql`
      select c.id, u.email as owner, c.goal_kobo, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo, c.status
      from campaign_facts c join users u on u.id = c.owner_id left join campaign_money m on m.campaign_id = c.id
      where c.id <> ${own.id} and exists (select 1 from donations d where d.campaign_id = c.id)`)
    ).rows;
    const [fundedId] = (
      await t.ctx.db.execute<{ id: number }>(sql`select distinct campaign_id as id from donations where reference like 'DEMO-FUND-%'`)
    ).rows;
    const funded = live.filter((c) => c.id === fundedId!.id);
    expect(funded).toHaveLength(1);
    expect(funded[0]).toMatchObject({ owner: 'ada@demo.ireti.ng', status: 3 });
    expect(Number(funded[0]!.pledged_kobo)).toBe(Number(funded[0]!.goal_kobo));
    // The demo's closed-for-donations campaigns and success stories are funded to their goal too
    // (their donations closed them); only the stories' money is claimed and paid out.
    const goals = (
      await t.ctx.db.execute<{ title: string; status: number; met: boolean; payout: string | null }>(sql`
        select c.title, c.status, m.pledged_kobo = c.goal_kobo and m.goal_reached_at is not null as met,
          (select p.status from payouts p where p.campaign_id = c.id) as payout
        from campaign_facts c left join campaign_money m on m.campaign_id = c.id
        where exists (select 1 from donations d where d.campaign_id = c.id and d.reference like 'DEMO-GOAL-%')
        order by c.title`)
    ).rows;
    const stories = demoCampaigns.filter((d) => d.status === 2).map((d) => d.title);
    expect(goals.map((g) => g.title).sort()).toEqual(
      demoCampaigns
        .filter((d) => d.status === 2 || d.status === 3)
        .map((d) => d.title)
        .sort(),
    );
    expect(goals.every((g) => g.status === 3 && g.met)).toBe(true);
    expect(
      goals
        .filter((g) => g.payout === 'paid')
        .map((g) => g.title)
        .sort(),
    ).toEqual(stories.sort());
    expect(
      live.filter((c) => c.status === 1).every((c) => Number(c.pledged_kobo) > 0 && Number(c.pledged_kobo) <= Number(c.goal_kobo) * 0.4),
    ).toBe(true);
    expect((await campaignRow(t, own.id)).pledged_kobo).toBe(0);
    const [mix] = (
      await t.ctx.db.execute<{ anonymous: number; members: number; comments: number }>(sql`
        select count(*) filter (where anonymous)::int as anonymous, count(*) filter (where user_id is not null)::int as members,
          count(*) filter (where coalesce(comment, '') <> '')::int as comments from donations`)
    ).rows;
    expect(mix!.anonymous).toBeGreaterThan(0);
    expect(mix!.members).toBeGreaterThan(0);
    expect(mix!.comments).toBeGreaterThan(0);
    await expectIntegrity(t);

    // Its donations refunded, the funded campaign stays the only one ever funded.
    await t.ctx.db.execute(sql`update donations set status = 'refunded' where reference like 'DEMO-FUND-%'`);
    await seedPaymentsDemo(t.ctx);
    expect((await counts()).reduce((n, r) => n + r.n, 0)).toBe(first[0]!.n);
    expect((await campaignRow(t, own.id)).pledged_kobo).toBe(0);
  }, 120_000); // a limit, not a timing: the whole demo seeded and its gifts confirmed twice (15 s quiet, over 30 s at load 10)
});

async function userId(email: string) {
  const [u] = (await t.ctx.db.execute<{ id: number }>(sql`select id from users where email = ${email}`)).rows;
  return Number(u!.id);
}
