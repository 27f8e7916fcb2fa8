import { sql } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';

/**
 * A campaign's running total, payments' own narrow row (campaign_totals, migrations/0032; issue
 * 29). It carries no index but its key and leaves room on its page, so the confirmation's update
 * is HOT: a gift rewrites one small tuple, not the campaign's wide row and its dozen indexes, and
 * holds only this row's lock — gifts to one campaign queue for microseconds, not for every index.
 * Campaigns reads the total through the read model campaign_money.
 */

/** What a confirmation learns of the campaign it counted a donation on. */
export type PledgedCampaign = {
  public_id: string;
  title: string;
  goal_kobo: number;
  pledged_kobo: number;
  status: number;
  owner_id: number;
  /** This donation took the total from below the goal to the goal or past it. */
  crossed: boolean;
};

/**
 * How many slots a hot campaign's total is spread over, and how many gifts within a second make a
 * campaign hot (docs/decisions/097). Eight rows summed on read cost nothing; with sixteen
 * confirmations in flight at most a couple share a slot's lock.
 */
export const TOTAL_SLOTS = 8;
export const HOT_GIFTS_PER_SECOND = 8;

/** The slot a donation's gift is counted on, when its campaign is spread. */
export const slotOf = (donationId: number) => 1 + (donationId % TOTAL_SLOTS);

/**
 * Counting a confirmed donation: the CTE `counted`, to put in the confirming statement so the
 * donation, the ledger and the total change in one round trip (042's one counting statement). It
 * adds `kobo` to the head row, only when the CTE `onlyIfRowIn` returned a row, when the campaign
 * takes donations (`open`, kept by a trigger on its status) and is not spread: then the head holds
 * the whole total, and the row returned says exactly whether this gift crossed the goal. Its
 * condition needs the other CTE's result first, so the donation row is locked before the totals
 * row, and the totals row last, briefly. The gate is on the row updated, so a transition that
 * closed the campaign first (its trigger closed the head and committed) leaves nothing to match.
 * No row: nothing was confirmed, the campaign no longer takes donations, or it is spread (`spread`
 * says so, from the statement's snapshot: then `countOnSlot`, else `countExact`). The head's update
 * also counts the gifts of the last second (`burst_n`, see `spreadIfHot`).
 */
export function countPledgedCte(campaignId: number, kobo: number, o: { onlyIfRowIn: string }) {
  return sql`
    counted as (
      update campaign_totals t set pledged_kobo = t.pledged_kobo + ${kobo},
        burst_n = case when t.burst_at > now() - interval '1 second' then t.burst_n + 1 else 1 end,
        burst_at = case when t.burst_at > now() - interval '1 second' then t.burst_at else now() end
      where t.campaign_id = ${campaignId} and t.open and not t.spread and exists (select 1 from ${sql.identifier(o.onlyIfRowIn)})
      returning t.campaign_id, t.pledged_kobo, t.goal_kobo, t.burst_n
    ),
    spread as (select t.spread from campaign_totals t where t.campaign_id = ${campaignId})`;
}

/**
 * A spread campaign's gift, counted on its slot when smaller than the slot's budget: such a gift
 * cannot reach the goal, so it needs no other row and gifts on other slots do not wait for it.
 * Inside a savepoint: an update that waited for the slot and then found its budget too small
 * still holds the slot's lock, and the exact path that follows takes the head before the slots —
 * rolled back to the savepoint, the lock is let go and every path keeps the order head, slots.
 * True when counted.
 */
export async function countOnSlot(tx: Tx, campaignId: number, kobo: number, slot: number) {
  await tx.execute(sql`savepoint count_on_slot`);
  const fit = (
    await tx.execute(sql`
      update campaign_total_slots set pledged_kobo = pledged_kobo + ${kobo}, budget_kobo = budget_kobo - ${kobo}
      where campaign_id = ${campaignId} and slot = ${slot} and budget_kobo > ${kobo} returning slot`)
  ).rows.length;
  if (!fit) await tx.execute(sql`rollback to savepoint count_on_slot`);
  return fit > 0;
}

/**
 * The exact path, for a gift the counting statement could not place (its slot's budget is too
 * small: the campaign is near its goal): under the head row's lock and every slot's, the total of
 * every committed gift, the gift counted on the head when the campaign still takes donations, and
 * the budgets dealt again from what is left (migrations/0110, campaign_totals_count_exact).
 */
export async function countExact(tx: Tx, campaignId: number, kobo: number) {
  const [r] = (
    await tx.execute<{ counted: boolean; pledged: string; goal: string }>(
      sql`select counted, pledged, goal from campaign_totals_count_exact(${campaignId}, ${kobo})`,
    )
  ).rows;
  return { counted: !!r?.counted, pledgedKobo: Number(r?.pledged ?? 0), goalKobo: Number(r?.goal ?? 0) };
}

/**
 * A campaign whose head row counted `burstN` gifts within the last second is hot: its total is
 * spread over TOTAL_SLOTS slots, each with a share of what the goal still needs. The caller's
 * counting statement holds the head row, so the head's total is exact.
 */
export async function spreadIfHot(tx: Tx, campaignId: number, burstN: number) {
  if (burstN < HOT_GIFTS_PER_SECOND) return false;
  await tx.execute(sql`select campaign_totals_spread(${campaignId}, ${TOTAL_SLOTS})`);
  return true;
}

/** Takes refunded donations (`kobo` in all) off the campaign's pledged total. */
export async function removePledged(tx: Tx, campaignId: number, kobo: number) {
  // The slots folded into the head first (head, then slots: every path's order), so the head
  // holds the whole total it is taken from.
  await tx.execute(sql`select campaign_totals_fold(${campaignId})`);
  await tx.execute(sql`update campaign_totals set pledged_kobo = pledged_kobo - ${kobo} where campaign_id = ${campaignId}`);
}

/**
 * Locks the campaign's totals row for a decision about its money and returns the total. Taken
 * after the campaign row (lockCampaignMoney): a confirmation in flight holds this row until it
 * commits, so the decision sees its donation paid.
 */
export async function lockPledged(tx: Tx, campaignId: number): Promise<number> {
  // Folding locks the head row, then the slots, and leaves the whole total on the head.
  const [t] = (await tx.execute<{ pledged_kobo: string | null }>(sql`select campaign_totals_fold(${campaignId}) as pledged_kobo`)).rows;
  return Number(t?.pledged_kobo ?? 0);
}

/**
 * Marks the moment the campaign reached its goal, on its totals row (0180, decision 108): by the
 * campaign-state flow's money step when donations close with the goal met — the gift that crosses
 * it, or its owner closing — and by the demo seed. Once: a later call keeps the first moment,
 * unless `at` says when it was (the demo's dated history). The caller holds the campaign row's
 * lock (campaigns' `lockCampaignMoney`; a transition, an insert or an update of the row takes it):
 * campaigns' kept list counts read this mark beside the campaign's status, so the two must change
 * one at a time. The update changes no indexed column, so it is HOT too, and no gift's update touches it.
 */
export async function markGoalReached(tx: Tx, campaignId: number, at?: Date) {
  await tx.execute(
    at
      ? sql`update campaign_totals set goal_reached_at = ${at.toISOString()}::timestamptz where campaign_id = ${campaignId}`
      : sql`update campaign_totals set goal_reached_at = now() where campaign_id = ${campaignId} and goal_reached_at is null`,
  );
}
