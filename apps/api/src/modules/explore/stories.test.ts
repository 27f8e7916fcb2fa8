import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { campaignRow, give, liveCampaign, move } from '../payments/testing.ts';
import { creator, rowCampaign, type Person } from '../campaigns/campaigns.fixtures.ts';

/**
 * Success stories are successes (issue 14): only a closed campaign that reached its goal is a
 * story, in the list, its count and the home counter; one closed short of its goal, its donors
 * refunded, says so on its page and its card. 'closing' lists live campaigns by what is left.
 */
let t: TestApp;
let owner: Person;
const ids: Record<string, { id: number; publicId: string }> = {};

beforeAll(async () => {
  t = await buildTestApp();
  owner = await creator(t, { identityStatus: 'approved' });

  // Funded through real, confirmed donations: the last one meets the goal and closes donations.
  const funded = await liveCampaign(t, owner.user.id, 20_000, { title: 'Wheelchair for Blessing' });
  await give(t, funded.publicId, 12_000);
  await give(t, funded.publicId, 8_000);
  expect((await campaignRow(t, funded.id)).status).toBe(3);
  await move(t, funded.id, 2, owner.user.id);
  ids.funded = funded;

  // Closed short of its goal: closing donations refunds its donor, then the owner closes it.
  const short = await liveCampaign(t, owner.user.id, 50_000, { title: 'Borehole for Ikot village' });
  await give(t, short.publicId, 5_000);
  await move(t, short.id, 3, owner.user.id);
  await move(t, short.id, 2, owner.user.id);
  ids.short = short;

  // Closed for donations short of its goal, not yet closed.
  const shortOpen = await liveCampaign(t, owner.user.id, 30_000, { title: 'Desks for Oshodi school' });
  await give(t, shortOpen.publicId, 2_000);
  await move(t, shortOpen.id, 3, owner.user.id);
  ids.shortOpen = shortOpen;
});
afterAll(() => t.close());

const keysOf = (cards: { campaign_id: string }[]) =>
  cards.map((c) => Object.keys(ids).find((k) => ids[k]!.publicId === c.campaign_id) ?? c.campaign_id);

describe('success stories', () => {
  it('are the closed campaigns that reached their goal, showing what they raised', async () => {
    const res = await t.call('GET', '/api/v1/campaigns/closed');
    expect(res.body.status.code).toBe(100);
    expect(keysOf(res.body.entity.campaigns)).toEqual(['funded']);
    expect(res.body.entity.campaigns[0]).toMatchObject({ pledged: 20_000, amount: 20_000, percent: 100, goal_reached: true, status: 2 });
    expect(res.body.entity.total_pages).toBe(1);
  });

  it('are what the home counter counts', async () => {
    const res = await t.call('GET', '/api/v1/campaigns/total/number');
    expect(res.body.entity.total_closed).toBe(1);
    // Both closed campaigns are still public campaigns.
    expect(res.body.entity.total_campaigns).toBe(3);
  });

  it('leave out a campaign closed short of its goal: its donors were refunded, and page and card say so', async () => {
    const row = await campaignRow(t, ids.short!.id);
    expect(row).toMatchObject({ status: 2, pledged_kobo: 0, goal_reached_at: null });
    const refunds = (
      await t.ctx.db.execute<{ reason: string; n: number }>(sql`
        select r.reason, count(*)::int as n from refunds r join donations d on d.id = r.donation_id
        where d.campaign_id = ${ids.short!.id} group by r.reason`)
    ).rows;
    expect(refunds).toEqual([{ reason: 'closed_before_goal', n: 1 }]);

    const page = await t.call('GET', `/api/v1/campaign/${ids.short!.publicId}`);
    expect(page.body.entity).toMatchObject({ status: 2, goal_reached: false, pledged: 0 });
    const funded = await t.call('GET', `/api/v1/campaign/${ids.funded!.publicId}`);
    expect(funded.body.entity).toMatchObject({ status: 2, goal_reached: true, pledged: 20_000 });

    // The owner's list carries the same flag on every card.
    const mine = await t.call('GET', '/api/v1/campaigns', { token: owner.token });
    const flags = Object.fromEntries(
      (mine.body.entity.campaigns as { campaign_id: string; goal_reached: boolean }[]).map((c) => [keysOf([c])[0], c.goal_reached]),
    );
    expect(flags).toEqual({ funded: true, short: false, shortOpen: false });
  });
});

describe("'closing'", () => {
  it('lists live campaigns by the amount still to raise, smallest first, leaving out those that reached their goal', async () => {
    const make = async (key: string, goal: number, pledged: number) => {
      const c = await rowCampaign(t, owner.user.id, {
        title: `Closing ${key}`,
        goalKobo: goal * 100,
        pledgedKobo: pledged * 100,
        verifiedAt: new Date(),
        ...(pledged >= goal ? { goalReachedAt: new Date() } : {}),
      });
      ids[key] = c;
    };
    // 90% raised but ₦100,000 left; 75% raised with ₦5,000 left; 10% raised with ₦9,000 left.
    await make('ninetyPercent', 1_000_000, 900_000);
    await make('fiveLeft', 20_000, 15_000);
    await make('nineLeft', 10_000, 1_000);
    await make('met', 10_000, 10_000);
    const res = await t.call('GET', '/api/v1/campaigns/all?time=closing');
    expect(res.body.status.code).toBe(100);
    expect(keysOf(res.body.entity.transactions)).toEqual(['fiveLeft', 'nineLeft', 'ninetyPercent']);
    expect(res.body.entity.total_records).toBe(3);
    const home = await t.call('GET', '/api/v1/campaigns/all?time=closing&per_page=2');
    expect(keysOf(home.body.entity.transactions)).toEqual(['fiveLeft', 'nineLeft']);
  });
});
