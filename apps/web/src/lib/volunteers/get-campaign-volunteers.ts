import { useQuery } from '@tanstack/react-query';
import type { CampaignVolunteers } from '@ireti/shared/trust/types';
import { api, unwrap } from '../api.ts';

/** GET /campaign/volunteers/{id}: who verified or recommended a campaign. */
export const getCampaignVolunteers = (campaignId: string, signal?: AbortSignal) =>
  unwrap(api<CampaignVolunteers>('GET', `/campaign/volunteers/${encodeURIComponent(campaignId)}`, undefined, { signal }));

export function useCampaignVolunteers(campaignId: string) {
  return useQuery({ queryKey: ['volunteers', 'campaign', campaignId], queryFn: ({ signal }) => getCampaignVolunteers(campaignId, signal) });
}
