import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';

/**
 * What a campaign's money holds its owner's edit to (decision 109): the goal is fixed once
 * donations were received and may never go below what was paid plus the gifts being paid (issue
 * 23); the funding mode is fixed once money came in (decision 088). Campaigns' edit is handed these
 * by flows/campaign-edit.flow.ts, so campaigns reads no money view of its own accord.
 */
export const moneyHeld = {
  /** What the campaign's paid donations hold (its total, head and slots). */
  async pledgedKobo(db: Db | Tx, campaignId: number): Promise<number> {
    const r = await db.execute<{ n: string }>(
      sql`select coalesce((select pledged_kobo from campaign_money where campaign_id = ${campaignId}), 0)::bigint as n`,
    );
    return Number(r.rows[0]?.n ?? 0);
  },
  /** The money of the campaign's gifts started and not yet paid, failed or expired. */
  async inFlightKobo(db: Db | Tx, campaignId: number): Promise<number> {
    const r = await db.execute<{ n: string }>(
      sql`select coalesce(sum(pending_kobo), 0)::bigint as n from gifts_in_flight where campaign_id = ${campaignId}`,
    );
    return Number(r.rows[0]?.n ?? 0);
  },
};

export type MoneyHeld = typeof moneyHeld;

/**
 * How many units of a reward paid donations hold (reward_units_taken): a reward's quantity may not
 * go below it. Handed to campaigns' `updateReward` by flows/reward-edit.flow.ts (decision 109).
 */
export async function unitsTaken(db: Db | Tx, rewardId: number): Promise<number> {
  const r = await db.execute<{ n: number }>(
    sql`select coalesce((select taken from reward_units_taken where reward_id = ${rewardId}), 0)::int as n`,
  );
  return Number(r.rows[0]?.n ?? 0);
}
