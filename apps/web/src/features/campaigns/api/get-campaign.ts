import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { Code } from '@ireti/shared/status';
import { api, unwrap } from '../../../lib/api.ts';
import { campaignKeys } from '../../../lib/campaigns/keys.ts';

/** GET /campaign/{campaignId}: the campaign as the viewer may see it (public id, lower-cased). */
export const getCampaign = (id: string, signal?: AbortSignal, fresh = false) =>
  unwrap(api<CampaignDetail>('GET', `/campaign/${encodeURIComponent(id.toLowerCase())}`, undefined, { signal, fresh }));

/** The query of one campaign, shared by the page's hook and the route's early start (prefetchCampaign). */
const campaignQuery = (id: string) => ({
  queryKey: campaignKeys.one(id),
  queryFn: ({ signal }: { signal: AbortSignal }) => getCampaign(id, signal),
  staleTime: 10_000,
  retry: (count: number, err: Error) => count < 1 && (err as { code?: number }).code === Code.UNEXPECTED,
});

export function useCampaign(id: string | undefined) {
  return useQuery({ ...campaignQuery(id ?? ''), enabled: !!id });
}

/**
 * Starts loading a campaign when its route is entered, alongside the page's code rather than
 * after it, so the feature picture (the page's largest paint) is asked for one round trip sooner.
 * Errors are left for the page's own query to show.
 */
export function prefetchCampaign(client: QueryClient, id: string | undefined) {
  if (id) void client.prefetchQuery(campaignQuery(id));
}

/**
 * The campaign again right after its visitor gave to it: asked fresh, so the donor sees their gift
 * at once even while other readers are shown the total of a moment ago (docs/decisions/106).
 */
export function refetchCampaignFresh(client: QueryClient, id: string) {
  return client.fetchQuery({ ...campaignQuery(id), queryFn: ({ signal }) => getCampaign(id, signal, true), staleTime: 0 });
}
