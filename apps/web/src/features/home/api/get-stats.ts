import { useQuery } from '@tanstack/react-query';
import type { CampaignStats } from '@ireti/shared/campaigns/types';
import { api, unwrap } from '../../../lib/api.ts';

/**
 * The home counters: GET /campaigns/total/number (campaigns, success stories) and
 * GET /donations/total/number (paid donations), as the spec names them.
 */
export async function getStats(signal?: AbortSignal): Promise<CampaignStats> {
  const [campaigns, donations] = await Promise.all([
    unwrap(api<CampaignStats>('GET', '/campaigns/total/number', undefined, { signal })),
    unwrap(api<CampaignStats>('GET', '/donations/total/number', undefined, { signal })),
  ]);
  return { total_campaigns: campaigns.total_campaigns, total_closed: campaigns.total_closed, total_donations: donations.total_donations };
}

export function useStats() {
  return useQuery({ queryKey: ['campaigns', 'stats'], queryFn: ({ signal }) => getStats(signal), staleTime: 60_000 });
}
