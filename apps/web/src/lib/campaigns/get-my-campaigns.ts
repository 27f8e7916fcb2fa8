import { useQuery } from '@tanstack/react-query';
import type { MyCampaigns } from '@ireti/shared/campaigns/types';
import { api, unwrap } from '../api.ts';
import { campaignKeys } from './keys.ts';

/** GET /campaigns: the signed-in user's campaigns and the profile's side totals. */
export const getMyCampaigns = (signal?: AbortSignal) => unwrap(api<MyCampaigns>('GET', '/campaigns', undefined, { signal }));

export function useMyCampaigns() {
  return useQuery({ queryKey: campaignKeys.mine, queryFn: ({ signal }) => getMyCampaigns(signal), staleTime: 0 });
}
