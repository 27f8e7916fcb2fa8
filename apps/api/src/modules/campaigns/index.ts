import type { AppModule } from '../../lib/module.ts';
import { registerCampaignsJobs } from './campaigns.jobs.ts';
import routes from './campaigns.routes.ts';

/**
 * The campaigns module's public entry: campaigns, their lifecycle, rewards, lists and search.
 * Tables: campaigns, campaign_transitions, rewards, campaign_list_counts, campaign_words,
 * campaign_rank, campaign_pages (the page's read model, decision 106), campaign_vetters (who vets a
 * campaign, as trust tells it through `setVetters`; decision 109). Published read models: the views campaign_facts and campaign_rewards. Emits
 * `campaign.created` (the wizard's draft), `campaign.submitted` and `campaign.transition`.
 */
export const campaignsModule: AppModule = {
  name: 'campaigns',
  routes,
  jobs: registerCampaignsJobs,
};
export * from './state.ts';
export * from './money.ts';
// Trust's assignments and recommendations, told to campaigns (decision 109); payments asks who vets a campaign.
export { isAssignedVolunteer, setVetters, type Vetter } from './vetters.ts';
export { campaignKeyOf, findCampaignByAnyId, mayBeNumericId } from './ids.ts';
export { presentCard, type CardRow } from './present.ts';
// The campaign page a visitor sees (one indexed fetch; the server-rendered pages use it too).
export { campaignPage } from './owner.service.ts';
// The owner's edit, which flows/campaign-edit.flow.ts runs with payments' money facts (decision 109).
export { updateCampaign, type Actor, type MoneyHeld } from './owner.service.ts';
export { submitDraftWithFeatureImage } from './submit.ts';
export { isEmptyDescription, ownImageCheck, plainText, sanitizeDescription } from './sanitize.ts';
export { campaignFacts, campaignRewards } from './campaigns.schema.ts';
export type { CampaignRow } from './campaigns.schema.ts';
