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
 * Counting a confirmed donation: the CTE `counted`, to put in the confirming statement so the
 * donation, the ledger and the total change in one round trip (042's one counting statement). It
 * adds `kobo` to the total of a campaign that takes donations (`open`, kept by a trigger on the
 * campaign's status) only when the CTE `onlyIfRowIn` returned a row. That condition needs the other
 * CTE's result first, so the donation row is locked before the totals row, and the totals row last,
 * briefly. The gate is on the row updated, so a transition that closed the campaign first (its
 * trigger updated this row, and committed) leaves nothing to match when the update gets the row.
 * No row when the campaign no longer takes donations or nothing was confirmed.
 */
export function countPledgedCte(campaignId: number, kobo: number, o: { onlyIfRowIn: string }) {
  return sql`
    counted as (
      update campaign_totals t set pledged_kobo = t.pledged_kobo + ${kobo}
      where t.campaign_id = ${campaignId} and t.open and exists (select 1 from ${sql.identifier(o.onlyIfRowIn)})
      returning t.campaign_id, t.pledged_kobo
    )`;
}

/** Takes refunded donations (`kobo` in all) off the campaign's pledged total. */
export async function removePledged(tx: Tx, campaignId: number, kobo: number) {
  await tx.execute(sql`update campaign_totals set pledged_kobo = pledged_kobo - ${kobo} where campaign_id = ${campaignId}`);
}

/**
 * Locks the campaign's totals row for a decision about its money and returns the total. Taken
 * after the campaign row (lockCampaignMoney): a confirmation in flight holds this row until it
 * commits, so the decision sees its donation paid.
 */
export async function lockPledged(tx: Tx, campaignId: number): Promise<number> {
  const [t] = (
    await tx.execute<{ pledged_kobo: number }>(sql`select pledged_kobo from campaign_totals where campaign_id = ${campaignId} for update`)
  ).rows;
  return Number(t?.pledged_kobo ?? 0);
}
