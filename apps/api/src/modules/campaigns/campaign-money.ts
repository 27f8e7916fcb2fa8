import { sql } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared/constants';
import type { Tx } from '../../db/client.ts';

/**
 * What the payments module may change on a campaign, in its own transaction: the pledged total,
 * the moment the goal was reached, and the lock a refund decision or a claim takes on the campaign
 * row. Exported through index.ts; nothing else writes the campaigns table from outside this
 * module. Each is the SQL payments ran on the campaigns table itself before (the owner's e-mail,
 * which the confirmation and the claim joined in, the caller now reads from accounts' `people`),
 * so the rows locked and their order (donation, then campaign:
 * docs/decisions/042-confirming-donations.md) are unchanged.
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
 * Counting a confirmed donation: the CTE `counted`, to put in the confirming statement so the
 * donation, the ledger and the total change in one round trip (like payments' `ledgerCte`). It
 * adds `kobo` to the pledged total of an active campaign, stamps goal_reached_at when the total
 * reaches the goal, and returns the campaign as a {@link PledgedCampaign}, only when the CTE
 * `onlyIfRowIn` returned a row. That condition needs the other CTE's result first, so its rows
 * (the donation) are locked before the campaign row, and the campaign row last. No row when the
 * campaign no longer takes donations (deleted, closed, goal met) or nothing was confirmed. A CTE
 * rather than a function of the transaction because the counting statement is one round trip
 * (042's "one counting statement"); the SQL is still this module's.
 */
export function addPledgedCte(campaignId: number, kobo: number, o: { onlyIfRowIn: string }) {
  return sql`
    counted as (
      update campaigns c set pledged_kobo = c.pledged_kobo + ${kobo}, updated_at = now(),
        goal_reached_at = case when c.goal_reached_at is null and c.pledged_kobo + ${kobo} >= c.goal_kobo then now() else c.goal_reached_at end
      where c.id = ${campaignId} and c.status = ${CampaignStatus.ACTIVE} and exists (select 1 from ${sql.identifier(o.onlyIfRowIn)})
      returning c.public_id, c.title, c.goal_kobo, c.pledged_kobo, c.status, c.owner_id,
        (c.pledged_kobo >= c.goal_kobo and c.pledged_kobo - ${kobo} < c.goal_kobo) as crossed
    )`;
}

/** Takes refunded donations (`kobo` in all) off the campaign's pledged total. */
export async function removePledged(tx: Tx, campaignId: number, kobo: number) {
  await tx.execute(sql`update campaigns set pledged_kobo = pledged_kobo - ${kobo}, updated_at = now() where id = ${campaignId}`);
}

/** Records that the campaign has reached its goal (when donations close with the goal met). */
export async function markGoalReached(tx: Tx, campaignId: number) {
  await tx.execute(sql`update campaigns set goal_reached_at = now() where id = ${campaignId}`);
}

/**
 * Locks the campaign row (FOR UPDATE) for a decision about its money — refund everyone or mark
 * the goal reached — and returns its totals; null when there is no such campaign.
 */
export async function lockCampaignMoney(tx: Tx, campaignId: number) {
  const [c] = (
    await tx.execute<{ pledged_kobo: number; goal_kobo: number; goal_reached_at: string | null }>(sql`
      select pledged_kobo, goal_kobo, goal_reached_at from campaigns where id = ${campaignId} for update`)
  ).rows;
  return c ?? null;
}

/** A campaign as a claim of its money decides on it. */
export type ClaimedCampaign = {
  id: number;
  public_id: string;
  title: string;
  status: number;
  suspended_at: string | null;
  goal_kobo: number;
  pledged_kobo: number;
  goal_reached_at: string | null;
  owner_id: number;
};

/**
 * Locks the campaign row (FOR UPDATE) for a claim of its money, found by its public id (any
 * case); null when there is no such campaign. The lock holds until the claim's transaction ends,
 * so two claims, or a claim and a donation or transition, take turns.
 */
export async function lockCampaignForClaim(tx: Tx, campaignPublicId: string): Promise<ClaimedCampaign | null> {
  const [c] = (
    await tx.execute<ClaimedCampaign>(sql`
      select c.id, c.public_id, c.title, c.status, c.suspended_at, c.goal_kobo, c.pledged_kobo, c.goal_reached_at, c.owner_id
      from campaigns c where c.public_id = ${campaignPublicId.toLowerCase()} for update of c`)
  ).rows;
  return c ?? null;
}
