import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../test/build-app.ts';
import { campaignRow, give, liveCampaign, move } from '../payments/testing.ts';
import { creator, rowCampaign, setStatus, type Person } from '../campaigns/campaigns.fixtures.ts';
import { stats } from './queries.ts';

/**
 * The kept list counts (campaign_list_counts: explore's totals, 'closing', the stories' count) are
 * kept by triggers on both sides since the goal's mark is the money side's (decision 108): they
 * equal a recount from the campaigns and campaign_money after every kind of writer.
 */
let t: TestApp;
let owner: Person;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await creator(t, { identityStatus: 'approved' });
});
afterAll(() => t.close());

/** The kept counts that differ from a recount (none when they are right). */
async function drift() {
  const r = await t.database.db.execute<{ status: number; suspended: boolean; reached: boolean; n: number }>(sql`
    select status, suspended, category, type, reached, sum(n)::int as n from (
      select status, suspended, category, type, reached, n from campaign_list_counts
      union all
      select c.status, c.suspended_at is not null, c.category, c.type, coalesce(m.goal_reached_at is not null, false), -count(*)
      from campaigns c left join campaign_money m on m.campaign_id = c.id
      group by 1, 2, 3, 4, 5
    ) x
    group by 1, 2, 3, 4, 5
    having sum(n) <> 0`);
  return r.rows;
}

/** The home counter's success stories, from the kept counts (uncached). */
const storiesCount = async () => (await stats(t.database.db)).total_closed;

describe('the kept list counts', () => {
  it('follow a gift that crosses the goal, the close, a suspension, a closing short of the goal, rows by hand and deletions', async () => {
    const before = await storiesCount();
    const funded = await liveCampaign(t, owner.user.id, 10_000, { title: 'Counted: funded' });
    expect(await drift()).toEqual([]);
    await give(t, funded.publicId, 10_000);
    expect(await campaignRow(t, funded.id)).toMatchObject({ status: 3, goal_reached_at: expect.anything() });
    expect(await drift()).toEqual([]);
    await move(t, funded.id, 2, owner.user.id);
    expect(await drift()).toEqual([]);
    expect(await storiesCount()).toBe(before + 1);

    await setStatus(t, funded.id, 2, { suspendedAt: new Date() });
    expect(await drift()).toEqual([]);
    expect(await storiesCount()).toBe(before);
    await setStatus(t, funded.id, 2, { suspendedAt: null });
    expect(await storiesCount()).toBe(before + 1);

    const short = await liveCampaign(t, owner.user.id, 50_000, { title: 'Counted: short' });
    await give(t, short.publicId, 1_000);
    await move(t, short.id, 3, owner.user.id);
    await move(t, short.id, 2, owner.user.id);
    expect(await campaignRow(t, short.id)).toMatchObject({ status: 2, goal_reached_at: null });
    expect(await drift()).toEqual([]);
    expect(await storiesCount()).toBe(before + 1);

    // Rows written straight into the tables (the factory marks the goal through payments), then
    // deleted: a campaign leaves the counts with its mark, though its totals row goes first.
    const story = await rowCampaign(t, owner.user.id, { status: 2, closedAt: new Date(), goalReachedAt: new Date() });
    const met = await rowCampaign(t, owner.user.id, { status: 1, pledgedKobo: 50_000_000, goalReachedAt: new Date() });
    expect(await drift()).toEqual([]);
    expect(await storiesCount()).toBe(before + 2);
    await t.database.db.execute(sql`delete from campaigns where id in (${story.id}, ${met.id})`);
    expect(await drift()).toEqual([]);
    expect(await storiesCount()).toBe(before + 1);
  });
});
