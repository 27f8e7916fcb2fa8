import { sql } from 'drizzle-orm';
import { CampaignStatus } from '@ireti/shared';
import type { AppContext } from '../../context.ts';
import { lockCampaign } from './state.ts';

/**
 * End dates (issue 25, docs/decisions/088-funding-modes-and-end-dates.md). A live campaign whose
 * end date has come is closed for donations by the job below, as its owner's "close donations"
 * would: the campaign-state flow's payments step decides the money in the same transaction (payments'
 * refunds.service.ts): all or nothing short of its goal, every donor refunded (the spec's "cannot
 * be met"); keep what you raise, nothing refunded, what was raised stays claimable.
 */
export const END_DATES_JOB = 'campaigns.end_dates';
export const END_DATES_EVERY_MS = 5 * 60_000;
export const END_DATE_REASON = 'End date reached';
const BATCH = 100;

/** Closes one campaign whose end date has come; false when it is not (or no longer) live and due. */
export async function closeAtEndDate(ctx: Pick<AppContext, 'db' | 'flows'>, campaignId: number): Promise<boolean> {
  return ctx.db.transaction(async (tx) => {
    const c = await lockCampaign(tx, campaignId);
    if (c.status !== CampaignStatus.ACTIVE || !c.endsAt || c.endsAt.getTime() > Date.now()) return false;
    await ctx.flows.changeCampaignState(tx, c.id, CampaignStatus.CLOSED_FOR_DONATIONS, { id: null, reason: END_DATE_REASON });
    return true;
  });
}

/** The job: every live campaign whose end date has come, each in its own transaction. */
export async function closeEndedCampaigns(ctx: Pick<AppContext, 'db' | 'flows'>): Promise<number> {
  let closed = 0;
  const failed: unknown[] = [];
  for (;;) {
    const due = (
      await ctx.db.execute<{ id: number }>(sql`
        select id from campaigns where status = ${CampaignStatus.ACTIVE} and ends_at <= now() order by ends_at, id limit ${BATCH}`)
    ).rows.map((r) => Number(r.id));
    let progress = false;
    for (const id of due) {
      try {
        if (await closeAtEndDate(ctx, id)) {
          closed++;
          progress = true;
        }
      } catch (err) {
        // One campaign's trouble does not hold the others; the job fails at the end (the queue logs it) and runs again.
        failed.push(err);
      }
    }
    if (due.length < BATCH || !progress) break;
  }
  if (failed.length) throw failed[0];
  return closed;
}

/** Development only (the journeys' hook): the campaign's end date comes now, and the job's work runs for it. */
export async function reachEndDateNow(ctx: Pick<AppContext, 'db' | 'flows'>, campaignId: number): Promise<boolean> {
  await ctx.db.execute(sql`update campaigns set ends_at = now() where id = ${campaignId} and status = ${CampaignStatus.ACTIVE}`);
  return closeAtEndDate(ctx, campaignId);
}
