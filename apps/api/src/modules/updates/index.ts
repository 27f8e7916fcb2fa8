import type { AppModule } from '../../lib/module.ts';
import { registerUpdatesJobs, subscribeUpdates } from './updates.mail.ts';
import routes from './updates.routes.ts';

/**
 * The updates module's public entry: a campaign's updates, mailed to its donors with a one-click
 * unsubscribe (issue 14, docs/decisions/049-campaign-updates.md). Tables: campaign_updates,
 * update_mails, update_unsubscribes. Reads campaign_facts; the donors' addresses come from the
 * payments module's `campaignDonorEmails`. On `campaign.transition` to closed, the thank-you
 * message becomes the campaign's thank_you update and is mailed the same way.
 */
export const updatesModule: AppModule = {
  name: 'updates',
  routes,
  jobs: registerUpdatesJobs,
  subscribe: subscribeUpdates,
};
