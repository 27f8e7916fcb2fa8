import { eq, sql } from 'drizzle-orm';
import { CampaignStatus, END_DATE_DEFAULT_DAYS, END_DATE_MAX_DAYS } from '@ireti/shared';
import { addDays, endOfLagosDay, lagosDay } from '@ireti/shared/campaigns/schemas';
import { campaigns, campaignTransitions } from './campaigns.schema.ts';
import type { Tx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { emit } from '../../lib/events.ts';

/**
 * The campaign state machine (docs/design.md §5). Every transition goes through `transition`, which
 * locks the row, checks the move is allowed, records who and when, audits it, and emits `campaign.transition` in the same transaction (for observers: no module
 * reacts to it). Who may ask for it is the caller's check. What the other modules do when a
 * campaign changes state (refunds, monthly gifts, the permanent account, the thank-you mailing) is
 * the flow that calls this: flows/campaign-state.flow.ts (docs/decisions/102).
 */
const { AWAITING_VERIFICATION: AWAITING, ACTIVE, CLOSED, CLOSED_FOR_DONATIONS: DONATIONS_CLOSED, DELETED } = CampaignStatus;

export const allowedNext: Record<number, readonly number[]> = {
  [AWAITING]: [ACTIVE, DELETED],
  [ACTIVE]: [DONATIONS_CLOSED, DELETED],
  [DONATIONS_CLOSED]: [CLOSED],
  [CLOSED]: [],
  [DELETED]: [],
};

const timestampColumn: Record<number, string | undefined> = {
  [ACTIVE]: 'verified_at',
  [DONATIONS_CLOSED]: 'donations_closed_at',
  [CLOSED]: 'closed_at',
  [DELETED]: 'deleted_at',
};

const alreadyMessage: Record<number, string> = {
  [ACTIVE]: 'This campaign is already verified',
  [DONATIONS_CLOSED]: 'Donations are already closed for this campaign',
  [CLOSED]: 'This campaign is already closed',
  [DELETED]: 'This campaign has been deleted',
};

const forbiddenMessage = (from: number, to: number) => {
  if (from === to) return alreadyMessage[from] ?? 'The campaign is already in this state';
  if (from === DELETED) return 'This campaign has been deleted';
  if (from === CLOSED) return 'This campaign is already closed';
  if (to === CLOSED) return 'Close donations before closing the campaign';
  if (to === ACTIVE) return 'Only a campaign awaiting verification can be verified';
  return 'This change is not allowed for the campaign in its current state';
};

export async function lockCampaign(tx: Tx, campaignId: number) {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for('update');
  if (!row) throw notFound('Campaign not found');
  return row;
}

export async function transition(
  tx: Tx,
  campaignId: number,
  to: CampaignStatus,
  actor: { id: number | null; reason?: string; ip?: string },
  extra: Partial<typeof campaigns.$inferInsert> = {},
) {
  const row = await lockCampaign(tx, campaignId);
  const from = row.status;
  if (!allowedNext[from]?.includes(to)) throw conflict(forbiddenMessage(from, to));
  const stamp = timestampColumn[to];
  const ending = to === ACTIVE ? { endsAt: endOnGoingLive(row.endsAt, new Date()) } : {};
  await tx
    .update(campaigns)
    .set({ ...extra, ...ending, status: to, updatedAt: new Date(), ...(stamp ? { [camel(stamp)]: new Date() } : {}) })
    .where(eq(campaigns.id, campaignId));
  await tx
    .insert(campaignTransitions)
    .values({ campaignId, fromStatus: from, toStatus: to, actorId: actor.id, reason: actor.reason ?? null });
  await audit(tx, {
    actorId: actor.id,
    action: `campaign.status.${from}->${to}`,
    subjectType: 'campaign',
    subjectId: campaignId,
    data: { reason: actor.reason ?? null },
    ip: actor.ip,
  });
  await emit(tx, 'campaign.transition', { campaignId, from, to, actorId: actor.id, reason: actor.reason ?? null });
  return { ...row, ...extra, status: to, from };
}

/**
 * The end date a campaign takes as it goes live (decision 088): the day its owner chose, if that is
 * still at least a day away; otherwise (none chosen, or vetting outlasted it) the end of the day 60
 * days on. Never more than 180 days from going live.
 */
export function endOnGoingLive(chosen: Date | null, now: Date): Date {
  const latest = endOfLagosDay(addDays(lagosDay(now), END_DATE_MAX_DAYS));
  if (chosen && chosen.getTime() - now.getTime() >= 86_400_000) return chosen < latest ? chosen : latest;
  return endOfLagosDay(addDays(lagosDay(now), END_DATE_DEFAULT_DAYS));
}

/**
 * Suspends the campaign (a moderator's decision, docs/decisions/051-reports-and-suspension.md):
 * it takes no donations and pays nothing out until the suspension is lifted. The caller locks the
 * row first (lockCampaign) and checks it may be suspended.
 */
export async function markSuspended(tx: Tx, campaignId: number) {
  await tx.update(campaigns).set({ suspendedAt: new Date(), updatedAt: new Date() }).where(eq(campaigns.id, campaignId));
}

/** Lifts the campaign's suspension: donations and payouts resume as before. The caller locks the row first (lockCampaign). */
export async function liftSuspension(tx: Tx, campaignId: number) {
  await tx.update(campaigns).set({ suspendedAt: null, updatedAt: new Date() }).where(eq(campaigns.id, campaignId));
}

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** For SQL lists: statuses the public may see (deleted never; awaiting only for the few). */
export const publicStatuses = sql`(1, 2, 3)`;
