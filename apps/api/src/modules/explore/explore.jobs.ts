import type { AppContext } from '../../context.ts';
import { refreshTopRanking } from './queries.ts';

/** Background work of the explore module (registered through the module's index.ts). */
export const TOP_REFRESH_JOB = 'campaigns.top.refresh';
export const TOP_REFRESH_EVERY_MS = 5 * 60_000;

export function registerExploreJobs(ctx: AppContext) {
  // 'top' (the last 30 days' donations) moves slowly: recomputed every five minutes.
  ctx.jobs.every(TOP_REFRESH_JOB, TOP_REFRESH_EVERY_MS, () => refreshTopRanking(ctx.db));
}
