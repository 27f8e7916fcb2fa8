import type { AppContext } from '../../context.ts';
import { REMOVE_MEDIA_JOB } from './images.ts';
import { closeEndedCampaigns, END_DATES_EVERY_MS, END_DATES_JOB } from './end-dates.ts';

/** Background work of the campaigns module (registered through the module's index.ts). */
export function registerCampaignsJobs(ctx: AppContext) {
  // A picture replaced by its owner, removed once the new one is committed.
  ctx.jobs.register(REMOVE_MEDIA_JOB, async (payload) => {
    if (typeof payload.key === 'string') await ctx.media.remove(payload.key);
  });
  // End dates (issue 25): live campaigns whose end date has come are closed for donations.
  ctx.jobs.every(END_DATES_JOB, END_DATES_EVERY_MS, async () => {
    await closeEndedCampaigns(ctx);
  });
}
