import type { AppModule } from '../../lib/module.ts';
import { registerUpdatesJobs, subscribeUpdates, thankYouOnClose } from './updates.mail.ts';
import routes from './updates.routes.ts';
import { rotateOnReclaim, rotateUnsubscribeLinks } from './unsubscribe.ts';

export { rotateUnsubscribeLinks };
/** A step of flows/campaign-state.flow.ts: closed with the thank-you, it becomes the update mailed to the donors. */
export { thankYouOnClose };
export { updatesPersonalData } from './personal-data.ts';

/**
 * The updates module's public entry: a campaign's updates, mailed to its donors with a one-click
 * unsubscribe (issue 14, docs/decisions/049-campaign-updates.md). Tables: campaign_updates,
 * update_mails, update_unsubscribes, update_link_versions. Reads campaign_facts; the donors' addresses come from the
 * payments module's `campaignDonorEmails`. When a campaign closes (a step of the campaign-state flow), the thank-you
 * message becomes the campaign's thank_you update and is mailed the same way. Unsubscribe links are
 * bound to one mail's (campaign, address) and to the address's link version (update_link_versions):
 * `rotateUnsubscribeLinks` retires an address's links, and `account.reclaimed` rotates the
 * reclaimed account's address (issue 23).
 */
export const updatesModule: AppModule = {
  name: 'updates',
  routes,
  jobs: registerUpdatesJobs,
  subscribe: (on) => {
    subscribeUpdates(on);
    on('account.reclaimed', rotateOnReclaim);
  },
};
