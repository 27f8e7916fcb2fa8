import { useQuery } from '@tanstack/react-query';
import type { CampaignRewards } from '@ireti/shared/campaigns/types';
import { api, unwrap } from '../api.ts';
import { campaignKeys } from './keys.ts';

/** GET /reward/{campaignId}: a campaign's rewards with what is left of each (fresh: units run out). */
export const getCampaignRewards = (campaignId: string, signal?: AbortSignal) =>
  unwrap(api<CampaignRewards>('GET', `/reward/${encodeURIComponent(campaignId.toLowerCase())}`, undefined, { signal })).then(
    (e) => e.rewards,
  );

export function useCampaignRewards(campaignId: string, enabled = true) {
  return useQuery({
    queryKey: campaignKeys.rewards(campaignId),
    queryFn: ({ signal }) => getCampaignRewards(campaignId, signal),
    enabled,
    staleTime: 0,
  });
}
