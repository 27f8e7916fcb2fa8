import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { CAMPAIGN_CATEGORY_NAMES } from '@ireti/shared';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { seedAccountsDemo } from '../accounts/accounts.demo.ts';
import { seedPaymentsDemo } from '../payments/payments.demo.ts';
import { ledgerIntegrity } from '../payments/giving/ledger.ts';
import { finishCampaignsDemo, seedCampaignsDemo } from './campaigns.demo.ts';
import { demoCampaigns } from './demo/stories.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedAccountsDemo(t.ctx);
  await seedCampaignsDemo(t.ctx);
});
afterAll(() => t.close());

const rowsNow = async () =>
  (
    await t.database.db.execute<{
      title: string;
      status: number;
      category: string;
      type: string;
      image_key: string | null;
      rewards: number;
      transitions: number;
    }>(sql`
      select c.title, c.status, c.category, c.type, c.image_key,
        (select count(*)::int from rewards r where r.campaign_id = c.id) as rewards,
        (select count(*)::int from campaign_transitions t where t.campaign_id = c.id) as transitions
      from campaigns c`)
  ).rows;
const demoStatus = new Map(demoCampaigns.map((d) => [d.title, d.status]));

describe('the campaigns demo', () => {
  it('holds campaigns in every status but the funded ones, live ones in every category, with pictures and rewards', async () => {
    const rows = await rowsNow();
    expect(rows).toHaveLength(demoCampaigns.length);
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 4]));
    // The success stories and the campaigns closed for donations wait live for their donations.
    expect(rows.filter((r) => [2, 3].includes(demoStatus.get(r.title)!)).every((r) => r.status === 1)).toBe(true);
    expect(new Set(rows.filter((r) => r.status === 1).map((r) => r.category))).toEqual(new Set(CAMPAIGN_CATEGORY_NAMES));
    expect(rows.every((r) => r.image_key)).toBe(true);
    expect(rows.filter((r) => r.type === 'Reward based').every((r) => r.rewards > 0)).toBe(true);
  });

  it('makes its success stories by the real path: real donations to the goal, claimed, closed with the thank-you', async () => {
    await seedPaymentsDemo(t.ctx);
    await finishCampaignsDemo(t.ctx);
    const rows = await rowsNow();
    expect(new Set(rows.map((r) => r.status))).toEqual(new Set([0, 1, 2, 3, 4]));
    expect(
      rows
        .filter((r) => r.status === 2)
        .map((r) => r.title)
        .sort(),
    ).toEqual(
      demoCampaigns
        .filter((d) => d.status === 2)
        .map((d) => d.title)
        .sort(),
    );
    // created, verified, closed for donations by the goal-meeting donation, closed by its owner
    expect(rows.filter((r) => r.status === 2).every((r) => r.transitions === 4)).toBe(true);

    const stories = (await t.call('GET', '/api/v1/campaigns/closed')).body.entity;
    expect(stories.campaigns).toHaveLength(4);
    for (const s of stories.campaigns) {
      expect(s).toMatchObject({ status: 2, goal_reached: true, percent: 100 });
      expect(s.pledged).toBe(s.amount);
      expect(s.message).toBeTruthy();
      // A story of the past, most recently closed first.
      expect(Date.parse(s.closed_at)).toBeLessThan(Date.now() - 3_000_000);
    }
    const closedAt = stories.campaigns.map((s: { closed_at: string }) => Date.parse(s.closed_at));
    expect([...closedAt].sort((a, b) => b - a)).toEqual(closedAt);
    expect((await t.call('GET', '/api/v1/campaigns/total/number')).body.entity.total_closed).toBe(4);

    // What they raised is in the ledger, from paid donations, and paid out to their owners.
    const money = (
      await t.database.db.execute<{ title: string; pledged: number; paid: number; payout: string | null; dated: boolean }>(sql`
        select c.title, m.pledged_kobo::bigint as pledged,
          (select coalesce(sum(d.amount_kobo), 0)::bigint from donations d where d.campaign_id = c.id and d.status = 'paid') as paid,
          (select p.status from payouts p where p.campaign_id = c.id) as payout,
          (select bool_and(d.paid_at < c.donations_closed_at and d.paid_at > c.verified_at) from donations d where d.campaign_id = c.id) as dated
        from campaign_facts c left join campaign_money m on m.campaign_id = c.id where c.status = 2`)
    ).rows;
    for (const m of money) expect(m).toMatchObject({ pledged: m.paid, payout: 'paid', dated: true });
    expect((await ledgerIntegrity(t.ctx.db)).ok).toBe(true);

    // The campaigns closed for donations reached their goal too: none reads as refunded.
    const closedForDonations = (
      await t.database.db.execute<{ met: boolean }>(
        sql`select m.pledged_kobo = f.goal_kobo and m.goal_reached_at is not null as met
          from campaign_facts f left join campaign_money m on m.campaign_id = f.id where f.status = 3`,
      )
    ).rows;
    // The demo's own, and Ada's campaign the payments demo funds for trying the claim.
    expect(closedForDonations).toHaveLength(demoCampaigns.filter((d) => d.status === 3).length + 1);
    expect(closedForDonations.every((c) => c.met)).toBe(true);
  });

  it('fills every public list', async () => {
    for (const time of ['top', 'new', 'closing']) {
      const res = await t.call('GET', `/api/v1/campaigns/all?time=${time}&per_page=3`);
      expect(res.body.entity.transactions).toHaveLength(3);
    }
    const stories = await t.call('GET', '/api/v1/campaigns/closed?per_page=3');
    expect(stories.body.entity.campaigns).toHaveLength(3);
    expect(stories.body.entity.campaigns[0].message).toBeTruthy();
    const explore = await t.call('GET', '/api/v1/campaigns/all');
    // Explore lists the live ones (closed ones are success stories), in several states.
    // (one of them the payments demo funded to its goal, which closed its donations)
    const live = await t.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from campaigns where status = 1 and suspended_at is null`,
    );
    expect(explore.body.entity.total_records).toBe(live.rows[0]!.n);
    expect(live.rows[0]!.n).toBeGreaterThanOrEqual(demoCampaigns.filter((d) => d.status === 1).length - 1);
    expect(new Set(demoCampaigns.filter((d) => d.status === 1).map((d) => d.place[0])).size).toBeGreaterThanOrEqual(5);
    const kano = await t.call('GET', '/api/v1/campaigns/all?search=Kano');
    expect(kano.body.entity.transactions.map((c: { state: { name: string } }) => c.state.name)).toContain('Kano');
  });

  it('adds nothing when run again', async () => {
    const count = async (q: ReturnType<typeof sql>) => Number((await t.database.db.execute<{ n: number }>(q)).rows[0]!.n);
    const before = [await count(sql`select count(*)::int as n from donations`), await count(sql`select count(*)::int as n from payouts`)];
    await seedCampaignsDemo(t.ctx);
    await seedPaymentsDemo(t.ctx);
    await finishCampaignsDemo(t.ctx);
    expect(await count(sql`select count(*)::int as n from campaigns`)).toBe(demoCampaigns.length);
    expect([await count(sql`select count(*)::int as n from donations`), await count(sql`select count(*)::int as n from payouts`)]).toEqual(
      before,
    );
  });
});
