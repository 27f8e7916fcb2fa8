import { CampaignStatus } from '@ireti/shared/constants';
import type { Tx } from '../../db/client.ts';
import type { AppModule } from '../../lib/module.ts';
import { registerExploreJobs } from './explore.jobs.ts';
import routes from './explore.routes.ts';
import { rankLiveCampaign } from './queries.ts';

/**
 * The explore module's public entry (decision 109): the public read side, which shows a campaign
 * with its money — the lists, search and counters (GET /campaigns/all, /campaigns/closed,
 * /campaigns, the counters), the campaign page (GET /campaign/{id}) and a campaign's rewards with
 * the units left (GET /reward/{id}). Above campaigns and payments: it reads campaigns' read models
 * (campaign_facts, campaign_rewards) and payments' (campaign_money, paid_donations,
 * reward_units_taken), and neither reads it. Tables: campaign_list_counts, campaign_words,
 * campaign_rank, campaign_pages (the derived read tables, explore.schema.ts). Publishes no read model.
 */
export const exploreModule: AppModule = {
  name: 'explore',
  routes,
  jobs: registerExploreJobs,
};

/** A step of the campaign-state flow: a campaign that goes live joins the 'top' ranking at once. */
export async function rankOnGoingLive(tx: Tx, move: { campaignId: number; to: number }) {
  if (move.to === CampaignStatus.ACTIVE) await rankLiveCampaign(tx, move.campaignId);
}

// The campaign page: a visitor's from the read model (the server-rendered pages use it too), a
// viewer's and every campaign write's reply composed from campaigns' view and the money.
export { campaignPage, getCampaign, showCampaign } from './page.ts';
export { presentCard, type CardRow } from './present.ts';
export { refreshTopRanking } from './queries.ts';
export { TOP_REFRESH_EVERY_MS, TOP_REFRESH_JOB } from './explore.jobs.ts';
