import { useQuery } from '@tanstack/react-query';
import type { VolunteerCampaigns } from '@ireti/shared/trust/types';
import { api, unwrap } from '../api.ts';

/** GET /volunteer/campaigns/{id}: the campaigns a volunteer verified, with rank and count. */
export const getVolunteerCampaigns = (userId: number, signal?: AbortSignal) =>
  unwrap(api<VolunteerCampaigns>('GET', `/volunteer/campaigns/${userId}`, undefined, { signal }));

export function useVolunteerCampaigns(userId: number) {
  return useQuery({
    queryKey: ['volunteers', 'verified-by', userId],
    queryFn: ({ signal }) => getVolunteerCampaigns(userId, signal),
    enabled: userId > 0,
  });
}
