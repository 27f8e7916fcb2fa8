import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../../db/client.ts';
import { enqueue } from '../../../jobs/queue.ts';
import { setVetters } from '../../campaigns/index.ts';
import { campaignAssignments } from '../trust.schema.ts';

/**
 * Volunteer assignment (docs/decisions/050-volunteers-and-assignment.md): a new campaign gets up
 * to VOLUNTEERS_PER_CAMPAIGN volunteers approved for the campaign's own state (campaign_facts.state_id,
 * chosen in the wizard; issue 14) — the volunteer's volunteer_state_id, fixed at approval, not the
 * profile's state — chosen at random; none
 * in the state → it waits in the admins' queue, and the first volunteer approved in that state
 * later is assigned to it.
 */
export const VOLUNTEERS_PER_CAMPAIGN = 2;
export const ASSIGNMENT_MAIL_JOB = 'trust.assignment-mail';

/** True when the user is one of the volunteers assigned to vet the campaign. */
export async function isAssignedVolunteer(db: Db | Tx, campaignId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ c: campaignAssignments.campaignId })
    .from(campaignAssignments)
    .where(and(eq(campaignAssignments.campaignId, campaignId), eq(campaignAssignments.volunteerId, userId)))
    .limit(1);
  return !!row;
}

/**
 * Tells campaigns who vets each of these campaigns now (decision 109): after every change of
 * trust's assignments or recommendations, in the same transaction, as a suspension is told through
 * `markSuspended`. Campaigns answers a volunteer's access and the 'recommended' filter from it.
 */
export async function publishVetters(tx: Tx, campaignIds: number[]): Promise<void> {
  if (!campaignIds.length) return;
  const rows = await tx
    .select({
      campaignId: campaignAssignments.campaignId,
      volunteerId: campaignAssignments.volunteerId,
      recommendedAt: campaignAssignments.recommendedAt,
    })
    .from(campaignAssignments)
    .where(inArray(campaignAssignments.campaignId, campaignIds));
  await setVetters(tx, campaignIds, rows);
}

async function mailAssigned(tx: Tx, campaignId: number, volunteerIds: number[]) {
  for (const volunteerId of volunteerIds) {
    await enqueue(tx, ASSIGNMENT_MAIL_JOB, { campaignId, volunteerId }, { uniqueKey: `assign:${campaignId}:${volunteerId}` });
  }
}

/** Assigns a new campaign to random approved volunteers of the campaign's state (never its owner). */
export async function assignVolunteers(tx: Tx, campaignId: number, ownerId: number): Promise<number[]> {
  const res = await tx.execute<{ volunteer_id: number }>(sql`
    insert into campaign_assignments (campaign_id, volunteer_id)
    select ${campaignId}, v.id
    from campaign_facts c join person_roles v on v.volunteer_state_id = c.state_id
    where c.id = ${campaignId} and v.volunteer_status = 'approved' and v.id <> ${ownerId}
    order by random()
    limit greatest(0, ${VOLUNTEERS_PER_CAMPAIGN} - (select count(*) from campaign_assignments where campaign_id = ${campaignId}))
    on conflict do nothing
    returning volunteer_id`);
  const ids = res.rows.map((r) => Number(r.volunteer_id));
  // also after reassignMoved's and a revocation's removals, which end here
  await publishVetters(tx, [campaignId]);
  await mailAssigned(tx, campaignId, ids);
  return ids;
}

/**
 * The owner moved a campaign awaiting verification to another state (campaign.moved): its
 * volunteers of the old state who had not yet verified or recommended it step aside, and
 * volunteers of its new state are assigned.
 */
export async function reassignMoved(tx: Tx, campaignId: number, ownerId: number): Promise<number[]> {
  await tx.execute(sql`
    delete from campaign_assignments a using campaign_facts c, person_roles v
    where a.campaign_id = ${campaignId} and c.id = a.campaign_id and v.id = a.volunteer_id
      and a.verified_at is null and a.recommended_at is null and v.volunteer_state_id is distinct from c.state_id`);
  return assignVolunteers(tx, campaignId, ownerId);
}

/**
 * A newly approved volunteer takes campaigns of their state still waiting with fewer than the
 * usual number of volunteers (those whose state had none when they were submitted); never a draft.
 */
export async function backfillVolunteer(tx: Tx, volunteerId: number): Promise<number[]> {
  const res = await tx.execute<{ campaign_id: number }>(sql`
    insert into campaign_assignments (campaign_id, volunteer_id)
    select c.id, ${volunteerId}
    from campaign_facts c join person_roles v on v.id = ${volunteerId}
    where c.status = 0 and c.submitted_at is not null and c.suspended_at is null and c.state_id = v.volunteer_state_id and c.owner_id <> v.id
      and (select count(*) from campaign_assignments a where a.campaign_id = c.id) < ${VOLUNTEERS_PER_CAMPAIGN}
    on conflict do nothing
    returning campaign_id`);
  const ids = res.rows.map((r) => Number(r.campaign_id));
  await publishVetters(tx, ids);
  for (const id of ids) await mailAssigned(tx, id, [volunteerId]);
  return ids;
}

/** An admin assigns a volunteer by hand (any state); false when already assigned. */
export async function assignByHand(tx: Tx, campaignId: number, volunteerId: number): Promise<boolean> {
  const rows = await tx.insert(campaignAssignments).values({ campaignId, volunteerId }).onConflictDoNothing().returning();
  if (rows.length) {
    await publishVetters(tx, [campaignId]);
    await mailAssigned(tx, campaignId, [volunteerId]);
  }
  return rows.length > 0;
}
