import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/**
 * Who vets a campaign, as campaigns keeps it (campaign_vetters, 0190, decision 109). Trust assigns
 * volunteers and records their verdicts in its own campaign_assignments; after each change it
 * tells campaigns here, in its transaction (as a suspension goes through `markSuspended`). So
 * campaigns answers "may this volunteer see the campaign?" and "did a volunteer recommend it?"
 * from its own table and names no trust read model (no SQL cycle, decision 103).
 */
export interface Vetter {
  campaignId: number;
  volunteerId: number;
  /** When this volunteer recommended the campaign for verified status; null: not (yet). */
  recommendedAt: Date | null;
}

/**
 * Makes the vetters of each campaign in `campaignIds` exactly `vetters` (those of other campaigns
 * in the list are ignored): new ones added, a recommendation recorded, those no longer assigned
 * removed. One statement; safe beside a concurrent call for the same campaign (an insert that
 * meets another's row updates it).
 */
export async function setVetters(tx: Tx, campaignIds: number[], vetters: Vetter[]): Promise<void> {
  if (!campaignIds.length) return;
  const given = vetters
    .filter((v) => campaignIds.includes(v.campaignId))
    .map((v) => ({ campaign_id: v.campaignId, volunteer_id: v.volunteerId, recommended_at: v.recommendedAt?.toISOString() ?? null }));
  await tx.execute(sql`
    with given as (
      select * from jsonb_to_recordset(${JSON.stringify(given)}::jsonb) as g(campaign_id bigint, volunteer_id bigint, recommended_at timestamptz)),
    gone as (
      delete from campaign_vetters v
      where v.campaign_id = any (${`{${campaignIds.join(',')}}`}::bigint[])
        and not exists (select 1 from given g where g.campaign_id = v.campaign_id and g.volunteer_id = v.volunteer_id))
    insert into campaign_vetters (campaign_id, volunteer_id, recommended_at)
    select campaign_id, volunteer_id, recommended_at from given
    on conflict (campaign_id, volunteer_id) do update set recommended_at = excluded.recommended_at
      where campaign_vetters.recommended_at is distinct from excluded.recommended_at`);
}

/** Whether the user is one of the volunteers assigned to vet the campaign. */
export async function isAssignedVolunteer(db: Db | Tx, campaignId: number, userId: number): Promise<boolean> {
  const r = await db.execute(sql`select 1 from campaign_vetters where campaign_id = ${campaignId} and volunteer_id = ${userId} limit 1`);
  return r.rows.length > 0;
}

/**
 * For explore's 'recommended' filter (decision 109), a condition of its lists' SQL: the campaign
 * whose id is `campaignId` (a column) was recommended for verified status by one of its volunteers.
 */
export const recommendedSql = (campaignId: SQL) =>
  sql`exists (select 1 from campaign_vetters ra where ra.campaign_id = ${campaignId} and ra.recommended_at is not null)`;

/** The recommended campaigns' ids, a few (partial index on the recommended rows): a FROM item named `rec (campaign_id)`. */
export const recommendedIdsSql = sql`(select distinct campaign_id from campaign_vetters where recommended_at is not null) rec`;
