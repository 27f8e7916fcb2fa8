import type { CampaignCard } from '@ireti/shared/campaigns/types';

/** The FCT's long name reads "FCT" where space is short (a card, the campaign's heading). */
const shortState = (name: string) => (name === 'Federal Capital Territory' ? 'FCT' : name);

/**
 * Where a campaign is (issue 14), LGA then state: "Mushin, Lagos"; the state alone when the LGA is
 * unknown; null when neither is known (a campaign made before places).
 */
export function placeOf(c: Pick<CampaignCard, 'state' | 'lga'>): string | null {
  const parts = [c.lga?.local_name, c.state ? shortState(c.state.name) : undefined].filter((p): p is string => !!p);
  return parts.length ? parts.join(', ') : null;
}
