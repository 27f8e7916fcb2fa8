import type { AppModule } from '../../lib/module.ts';
import { registerCampaignsJobs } from './campaigns.jobs.ts';
import routes from './campaigns.routes.ts';

/**
 * The campaigns module's public entry: campaigns, their lifecycle and rewards. Tables: campaigns,
 * campaign_transitions, rewards, campaign_vetters (who vets a campaign, as trust tells it through
 * `setVetters`; decision 109). Published read models: the views campaign_facts and
 * campaign_rewards. Campaigns names no other module's money: the public lists, search and the
 * campaign page with its money are explore's, above it (decision 109). Emits `campaign.created`
 * (the wizard's draft), `campaign.submitted` and `campaign.transition`.
 */
export const campaignsModule: AppModule = {
  name: 'campaigns',
  routes,
  jobs: registerCampaignsJobs,
};
export * from './state.ts';
export * from './money.ts';
// Trust's assignments and recommendations, told to campaigns (decision 109); payments asks who vets a campaign.
export { isAssignedVolunteer, recommendedIdsSql, recommendedSql, setVetters, type Vetter } from './vetters.ts';
export { campaignKeyOf, findCampaignByAnyId, mayBeNumericId } from './ids.ts';
// The campaign as its viewer may see it, without its money: explore composes the page (decision 109).
export { findView, viewOf, type CampaignView } from './owner.service.ts';
export type { OwnerContactRow, OwnerRow } from './detail.ts';
export { CampaignErr, assertVisible, viewerOf } from './access.ts';
// The owner's edit, which flows/campaign-edit.flow.ts runs with payments' money facts (decision 109).
export { updateCampaign, type Actor, type MoneyHeld } from './owner.service.ts';
// A reward's change, which flows/reward-edit.flow.ts runs with payments' units taken.
export { presentReward, updateReward, type RewardRow, type UnitsTaken } from './rewards.service.ts';
export { idParams } from './http.ts';
export { submitDraftWithFeatureImage } from './submit.ts';
export { descriptionPreview, isEmptyDescription, ownImageCheck, plainText, sanitizeDescription } from './sanitize.ts';
export { campaignColumns, campaignFacts, campaignRewards } from './campaigns.schema.ts';
export type { CampaignRow } from './campaigns.schema.ts';
