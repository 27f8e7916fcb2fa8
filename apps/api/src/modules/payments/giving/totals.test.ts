import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { createUser } from '../../../test/factories.ts';
import {
  CARD,
  campaignRow,
  donate,
  donationRow,
  expectIntegrity,
  give,
  guest,
  liveCampaign,
  sandboxPay,
  secondInstance,
  verify,
} from '../testing.ts';
import { HOT_GIFTS_PER_SECOND, TOTAL_SLOTS } from './totals.ts';

/**
 * A campaign's running total is payments' own narrow row (campaign_totals, 0032; issue 29): its
 * update must stay HOT — no index but the key, room on the page — and a confirmation must not
 * touch the campaign's wide row, so gifts to one campaign do not queue behind its indexes.
 */
let t: TestApp;
let ownerId: number;

beforeAll(async () => {
  t = await buildTestApp();
  ownerId = (await createUser(t.ctx.db, { email: 'hot-owner@example.ng' })).id;
});
afterAll(() => t.close());

describe('a campaign total', () => {
  it('is a narrow row indexed by its key alone, with room left on its page', async () => {
    const indexes = (
      await t.ctx.db.execute<{ indexname: string; indexdef: string }>(
        sql`select indexname, indexdef from pg_indexes where schemaname = current_schema() and tablename = 'campaign_totals'`,
      )
    ).rows;
    expect(indexes).toHaveLength(1);
    expect(indexes[0]!.indexdef).toMatch(/UNIQUE INDEX campaign_totals_pkey ON .*campaign_totals USING btree \(campaign_id\)$/);
    const [rel] = (
      await t.ctx.db.execute<{ reloptions: string[] | null }>(sql`select reloptions from pg_class where oid = 'campaign_totals'::regclass`)
    ).rows;
    const fillfactor = Number((rel!.reloptions ?? []).find((o) => o.startsWith('fillfactor='))?.split('=')[1] ?? 100);
    expect(fillfactor).toBeLessThan(100);
    // Nothing indexes the total on the campaigns side either (the old goal_kobo - pledged_kobo index).
    const onCampaigns = (
      await t.ctx.db.execute<{ indexdef: string }>(
        sql`select indexdef from pg_indexes where schemaname = current_schema() and tablename = 'campaigns' and indexdef like '%pledged%'`,
      )
    ).rows;
    expect(onCampaigns).toEqual([]);
  });

  it('is updated in place (HOT): a change of the total rewrites no index entry', async () => {
    const c = await liveCampaign(t, ownerId);
    // This transaction's own counters (pg_stat_xact_user_tables): exact, and nothing to wait for.
    // Rolled back: the total stays what the ledger says.
    let stats: { upd: number; hot: number } | undefined;
    await t.ctx.db
      .transaction(async (tx) => {
        for (let i = 0; i < 5; i++)
          await tx.execute(sql`update campaign_totals set pledged_kobo = pledged_kobo + 100 where campaign_id = ${c.id}`);
        [stats] = (
          await tx.execute<{ upd: number; hot: number }>(
            sql`select n_tup_upd::int as upd, n_tup_hot_upd::int as hot from pg_stat_xact_user_tables where relid = 'campaign_totals'::regclass`,
          )
        ).rows;
        tx.rollback();
      })
      .catch((err: unknown) => {
        if (!stats) throw err;
      });
    expect(stats).toEqual({ upd: 5, hot: 5 });
  });

  it('adds up exactly when many confirmations of one campaign race, without touching the campaign row', async () => {
    const other = await secondInstance(t);
    try {
      const c = await liveCampaign(t, ownerId, 100_000_000);
      const version = async () =>
        (await t.ctx.db.execute<{ v: string }>(sql`select xmin::text as v from campaigns where id = ${c.id}`)).rows[0]!.v;
      const before = await version();
      const n = 48;
      // Whole naira and kobo amounts, in integer kobo.
      const koboOf = (i: number) => 10_000 + i * 700 + (i % 3);
      const results = await Promise.all(Array.from({ length: n }, (_, i) => give(i % 2 ? other : t, c.publicId, koboOf(i) / 100)));
      expect(results.map((r) => r.verify.body.status).filter((s) => s.code !== 100)).toEqual([]);
      let expected = 0;
      for (let i = 0; i < n; i++) expected += koboOf(i);
      expect((await campaignRow(t, c.id)).pledged_kobo).toBe(expected);
      const [paid] = (
        await t.ctx.db.execute<{ s: number; n: number }>(
          sql`select sum(amount_kobo)::bigint as s, count(*)::int as n from donations where campaign_id = ${c.id} and status = 'paid'`,
        )
      ).rows;
      expect(paid).toEqual({ s: expected, n });
      // The campaign's own row was never rewritten by a gift (no new row version).
      expect(await version()).toBe(before);
      await expectIntegrity(t);
    } finally {
      await other.close();
    }
  });

  it('is spread over slots once the campaign is hot, and adds up exactly when gifts race on them', async () => {
    const other = await secondInstance(t);
    try {
      const c = await liveCampaign(t, ownerId, 100_000_000);
      // One gift short of hot: the next gift within the second spreads the total.
      await t.ctx.db.execute(
        sql`update campaign_totals set burst_at = now() + interval '1 minute', burst_n = ${HOT_GIFTS_PER_SECOND - 1} where campaign_id = ${c.id}`,
      );
      expect((await give(t, c.publicId, 1_000)).verify.body.status.code).toBe(100);
      expect(await slotsOf(c.id)).toHaveLength(TOTAL_SLOTS);
      const n = 48;
      const koboOf = (i: number) => 10_000 + i * 700 + (i % 3);
      const results = await Promise.all(Array.from({ length: n }, (_, i) => give(i % 2 ? other : t, c.publicId, koboOf(i) / 100)));
      expect(results.map((r) => r.verify.body.status).filter((s) => s.code !== 100)).toEqual([]);
      let expected = 1_000_00;
      for (let i = 0; i < n; i++) expected += koboOf(i);
      // Counted on the slots (the head kept only the first gift), summed on read.
      const slots = await slotsOf(c.id);
      expect(slots.reduce((sum, s) => sum + s.pledged_kobo, 0)).toBe(expected - 1_000_00);
      expect((await campaignRow(t, c.id)).pledged_kobo).toBe(expected);
      await expectIntegrity(t);
    } finally {
      await other.close();
    }
  });

  it(
    'on a spread campaign, exactly one gift crosses the goal, the rest are refunded and the slots fold back',
    { timeout: 120_000 },
    async () => {
      const other = await secondInstance(t);
      try {
        const c = await liveCampaign(t, ownerId, 1500);
        await t.ctx.db.execute(sql`select campaign_totals_spread(${c.id}, ${TOTAL_SLOTS})`);
        // Each slot may take up to ₦166.66 (1,500 / 9) without asking the others: one ₦100 gift each,
        // the rest go by the exact path.
        expect((await slotsOf(c.id)).map((s) => s.budget_kobo)).toEqual(Array(TOTAL_SLOTS).fill(16_666));
        const refs: string[] = [];
        for (let i = 0; i < 20; i++) {
          const d = await donate(t, guest(c.publicId, 100));
          refs.push(d.body.entity.ref);
          await sandboxPay(t, d.body.entity.ref, CARD.success);
        }
        const answers = await Promise.all(refs.flatMap((ref) => [verify(t, ref), verify(other, ref)]));
        expect(answers.filter((a) => ![100, 105].includes(a.body.status.code))).toEqual([]);
        const statuses = await Promise.all(refs.map(async (ref) => (await donationRow(t, ref)).status));
        expect(statuses.filter((s) => s === 'paid')).toHaveLength(15);
        expect(statuses.filter((s) => s === 'refund_pending')).toHaveLength(5);
        expect(await campaignRow(t, c.id)).toMatchObject({ status: 3, pledged_kobo: 1500_00 });
        // Closing folded the slots into the head row.
        expect(await slotsOf(c.id)).toEqual([]);
        const [head] = (
          await t.ctx.db.execute<{ pledged_kobo: number; spread: boolean; open: boolean }>(
            sql`select pledged_kobo, spread, open from campaign_totals where campaign_id = ${c.id}`,
          )
        ).rows;
        expect(head).toEqual({ pledged_kobo: 150000, spread: false, open: false });
        await expectIntegrity(t);
      } finally {
        await other.close();
      }
    },
  );
});

async function slotsOf(campaignId: number) {
  return (
    await t.ctx.db.execute<{ slot: number; pledged_kobo: string; budget_kobo: string }>(
      sql`select slot, pledged_kobo, budget_kobo from campaign_total_slots where campaign_id = ${campaignId} order by slot`,
    )
  ).rows.map((r) => ({ slot: r.slot, pledged_kobo: Number(r.pledged_kobo), budget_kobo: Number(r.budget_kobo) }));
}
