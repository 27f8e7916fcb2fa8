import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser } from '../../../test/factories.ts';
import { give, liveCampaign, move } from '../testing.ts';
import { markGoalReached } from './totals.ts';

/**
 * The moment a campaign reached its goal is the money side's (decision 108): a column of payments'
 * totals row, written by payments alone, published through campaign_money; campaigns holds no copy.
 */
let t: TestApp;
let ownerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  ownerId = (await createUser(t.ctx.db, { email: 'goal-owner@example.ng' })).id;
});
afterAll(() => t.close());

const markOf = async (campaignId: number) =>
  (
    await t.ctx.db.execute<{ at: string | null; published: string | null }>(sql`
      select t.goal_reached_at::text as at, m.goal_reached_at::text as published
      from campaign_totals t join campaign_money m on m.campaign_id = t.campaign_id where t.campaign_id = ${campaignId}`)
  ).rows[0]!;

describe('the goal reached', () => {
  it('lives on the totals row, published by campaign_money; no campaigns table keeps it', async () => {
    const columns = (
      await t.ctx.db.execute<{ table_name: string }>(sql`
        select table_name from information_schema.columns
        where table_schema = current_schema() and column_name = 'goal_reached_at' order by table_name`)
    ).rows.map((r) => r.table_name);
    expect(columns).toEqual(['campaign_money', 'campaign_totals']);
  });

  it('is marked by the gift that crosses the goal, in its transaction, and shown as reached', async () => {
    const c = await liveCampaign(t, ownerId, 2_000);
    await give(t, c.publicId, 1_500);
    expect(await markOf(c.id)).toEqual({ at: null, published: null });
    await give(t, c.publicId, 500);
    const mark = await markOf(c.id);
    expect(mark.at).not.toBeNull();
    expect(mark.published).toBe(mark.at);
    const [tr] = (
      await t.ctx.db.execute<{ at: string }>(
        sql`select created_at::text as at from campaign_transitions where campaign_id = ${c.id} and to_status = 3`,
      )
    ).rows;
    // now() of the confirmation's transaction: the same moment as its transition to 'closed for donations'.
    expect(mark.at).toBe(tr!.at);
    const page = await t.call('GET', `/api/v1/campaign/${c.publicId}`);
    expect(page.body.entity).toMatchObject({ status: 3, goal_reached: true });
    // Closing it keeps the first moment.
    await move(t, c.id, 2, ownerId);
    expect((await markOf(c.id)).at).toBe(mark.at);
  });

  it('keeps its first moment; the demo seed may date it', async () => {
    const c = await liveCampaign(t, ownerId, 2_000);
    const first = new Date('2026-10-01T09:00:00Z');
    await t.ctx.db.transaction((tx) => markGoalReached(tx, c.id, first));
    const at = (await markOf(c.id)).at;
    expect(new Date(at!).toISOString()).toBe(first.toISOString());
    await t.ctx.db.transaction((tx) => markGoalReached(tx, c.id));
    expect((await markOf(c.id)).at).toBe(at);
    const dated = new Date('2026-10-02T09:00:00Z');
    await t.ctx.db.transaction((tx) => markGoalReached(tx, c.id, dated));
    expect(new Date((await markOf(c.id)).at!).toISOString()).toBe(dated.toISOString());
  });

  it('is set in place (HOT) like the total: the totals row keeps its key as its only index', async () => {
    const c = await liveCampaign(t, ownerId, 2_000);
    // This connection's counters, read before and after in one transaction (rolled back): what not
    // yet flushed of earlier transactions is in both, so the difference is these two updates.
    let delta: { upd: number; hot: number } | undefined;
    await t.ctx.db
      .transaction(async (tx) => {
        const counters = async () =>
          (
            await tx.execute<{ upd: number; hot: number }>(
              sql`select n_tup_upd::int as upd, n_tup_hot_upd::int as hot from pg_stat_xact_user_tables where relid = 'campaign_totals'::regclass`,
            )
          ).rows[0] ?? { upd: 0, hot: 0 };
        const before = await counters();
        await markGoalReached(tx, c.id);
        await tx.execute(sql`update campaign_totals set pledged_kobo = pledged_kobo + 100 where campaign_id = ${c.id}`);
        const after = await counters();
        delta = { upd: after.upd - before.upd, hot: after.hot - before.hot };
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!delta) throw err;
      });
    expect(delta).toEqual({ upd: 2, hot: 2 });
  });
});
