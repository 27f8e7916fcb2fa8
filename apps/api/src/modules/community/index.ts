import type { AppModule } from '../../lib/module.ts';
import routes from './community.routes.ts';

/**
 * The community module's public entry (issue 24, decision 104): the voices around a campaign — its
 * wall of donors and their words of support, the owner's replies, reports by anyone and their
 * moderation by administrators. Tables: comment_moderation, comment_replies, comment_reports. Reads
 * payments' read models `paid_donations` and `donation_comments`, campaigns' `campaign_facts` and
 * accounts' `person_cards`; payments knows nothing of it.
 */
export const communityModule: AppModule = {
  name: 'community',
  routes,
};
/** The data rights' part (issue 28): a person's comments and replies. */
export { communityPersonalData } from './personal-data.ts';
