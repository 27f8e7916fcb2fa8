import type { CampaignCard } from '@ireti/shared/campaigns/types';
import { i18n } from '../../../lib/i18n/index.ts';

/** What a campaign closed short of its goal shows instead of a success (issue 14): `useT(closedShortMessages)`. */
export const messages = i18n('cards/closed-short', {
  label: 'Closed — donors refunded',
  text: 'This campaign closed before it reached its goal, so everyone who gave was refunded in full.',
});

/**
 * Closed (for donations, or fully) without reaching its goal, all or nothing: its donors were
 * refunded when donations closed, and it is not a success story. A keep-what-you-raise campaign
 * keeps what it raised (issue 25): never refunded for falling short.
 */
export const closedShort = (c: Pick<CampaignCard, 'status' | 'goal_reached'> & Partial<Pick<CampaignCard, 'funding_mode'>>) =>
  (c.status === 2 || c.status === 3) && !c.goal_reached && c.funding_mode !== 'keep_what_you_raise';
