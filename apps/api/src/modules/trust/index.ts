import type { AppModule } from '../../lib/module.ts';
import { assignVolunteers, reassignMoved } from './vetting/assignments.service.ts';
import { registerTrustJobs } from './trust.jobs.ts';
import routes from './trust.routes.ts';

/**
 * The trust module's public entry: volunteers and vetting, verified organisations, reports, the
 * admin console's API. Tables: campaign_assignments, volunteer_applications, campaign_reports,
 * campaign_suspensions. Published read model: the view campaign_volunteers. Who vets a campaign is
 * told to campaigns (its `setVetters`) after each assignment or recommendation (decision 109). Reacts to
 * `campaign.submitted` (assigns the volunteers of the campaign's state): a draft the wizard created is
 * nobody's to vet until its owner submits it; and to `campaign.moved` (another state's volunteers).
 */
export const trustModule: AppModule = {
  name: 'trust',
  routes,
  jobs: registerTrustJobs,
  subscribe(on) {
    on('campaign.submitted', async (tx, e) => {
      await assignVolunteers(tx, e.campaignId, e.ownerId);
    });
    on('campaign.moved', async (tx, e) => {
      await reassignMoved(tx, e.campaignId, e.ownerId);
    });
  },
};
export { campaignVolunteers } from './trust.schema.ts';
/** The data rights' part (issue 28): a person's applications and reports, their erasure, document retention. */
export { eraseTrustData, forgetDecidedVolunteerDocuments, trustPersonalData } from './personal-data.ts';
