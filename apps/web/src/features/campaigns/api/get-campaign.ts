import { useQuery } from '@tanstack/react-query';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { Code } from '@ireti/shared/status';
import { api, unwrap } from '../../../lib/api.ts';
import { campaignKeys } from '../../../lib/campaigns/keys.ts';

/** GET /campaign/{campaignId}: the campaign as the viewer may see it (public id, lower-cased). */
export const getCampaign = (id: string, signal?: AbortSignal) =>
  unwrap(api<CampaignDetail>('GET', `/campaign/${encodeURIComponent(id.toLowerCase())}`, undefined, { signal }));

export function useCampaign(id: string | undefined) {
  return useQuery({
    queryKey: campaignKeys.one(id ?? ''),
    queryFn: ({ signal }) => getCampaign(id!, signal),
    enabled: !!id,
    staleTime: 10_000,
    retry: (count, err) => count < 1 && (err as { code?: number }).code === Code.UNEXPECTED,
  });
}
