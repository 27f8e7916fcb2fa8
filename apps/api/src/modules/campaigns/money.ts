import { sql } from 'drizzle-orm';
import type { FundingMode } from '@ireti/shared/constants';
import type { Tx } from '../../db/client.ts';

/**
 * What the payments module may do to a campaign, in its own transaction: the lock a decision
 * about its money or a claim takes on the campaign row. Exported through index.ts; nothing else
 * writes or locks the campaigns table from outside this module. The money itself is payments' own
 * (campaign_totals: the total, issue 29, and the moment the goal was reached, decision 108): the
 * caller reads it after the lock; campaigns names no payments view (decision 109). A confirmation
 * no longer touches the campaigns row unless its gift crosses the goal.
 */

/**
 * Locks the campaign row (FOR UPDATE) for a decision about its money — refund everyone or mark
 * the goal reached (payments' markGoalReached) — and returns its goal; null when there is no such
 * campaign. The caller reads the total and the mark from its own campaign_totals, after this lock
 * (campaign, then totals: the order a transition's trigger on campaign_totals takes too).
 */
export async function lockCampaignMoney(tx: Tx, campaignId: number) {
  const [c] = (
    await tx.execute<{ goal_kobo: number; funding_mode: FundingMode }>(sql`
      select goal_kobo, funding_mode from campaigns where id = ${campaignId} for update`)
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
  owner_id: number;
  /** How it is funded (issue 25): keep what you raise is claimed in stages, while live too. */
  funding_mode: FundingMode;
};

/**
 * Locks the campaign row (FOR UPDATE) for a claim of its money, found by its public id (any
 * case); null when there is no such campaign. The lock holds until the claim's transaction ends,
 * so two claims, or a claim and a transition, take turns. An all-or-nothing claim is only for a
 * campaign closed for donations, whose total no confirmation moves any more (its totals row is
 * closed); a keep-what-you-raise stage may be claimed while gifts still come in, and takes at most
 * what the total held when it was read (decision 089). The total is payments' own: the claim reads
 * it after this lock, as `lockCampaignMoney`'s callers do (decision 109).
 */
export async function lockCampaignForClaim(tx: Tx, campaignPublicId: string): Promise<ClaimedCampaign | null> {
  const [c] = (
    await tx.execute<ClaimedCampaign>(sql`
      select c.id, c.public_id, c.title, c.status, c.suspended_at, c.goal_kobo, c.owner_id, c.funding_mode
      from campaigns c
      where c.public_id = ${campaignPublicId.toLowerCase()} for update`)
  ).rows;
  return c ?? null;
}
