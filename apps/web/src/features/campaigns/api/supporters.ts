import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { SupporterPageCreateInput, SupporterPageUpdateInput } from '@ireti/shared/supporters/schemas';
import type { CampaignSupporters, SupporterPageDetail } from '@ireti/shared/supporters/types';
import { api, apiGet, unwrap } from '../../../lib/api.ts';

/** Supporter pages (decision 094): one page, a campaign's list, and the supporter's and owner's changes. */
export const supporterKeys = {
  all: ['supporters'] as const,
  page: (id: string) => ['supporters', 'page', id.toLowerCase()] as const,
  campaign: (campaignId: string) => ['supporters', 'campaign', campaignId.toLowerCase()] as const,
};

const PER_PAGE = 10;

/** GET /fundraise/{pageId}. */
export const getSupporterPage = (id: string, signal?: AbortSignal) =>
  unwrap(api<SupporterPageDetail>('GET', `/fundraise/${encodeURIComponent(id.toLowerCase())}`, undefined, { signal }));

export function useSupporterPage(id: string) {
  return useQuery({ queryKey: supporterKeys.page(id), queryFn: ({ signal }) => getSupporterPage(id, signal), enabled: !!id });
}

/** GET /supporters/{campaignId}: its pages by amount raised, 10 at a time. */
export function useCampaignSupporters(campaignId: string) {
  return useInfiniteQuery({
    queryKey: supporterKeys.campaign(campaignId),
    queryFn: ({ pageParam, signal }) =>
      unwrap(
        apiGet<CampaignSupporters>(
          `/supporters/${encodeURIComponent(campaignId.toLowerCase())}`,
          { page: pageParam, per_page: PER_PAGE },
          { signal },
        ),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : undefined),
  });
}

/** POST /fundraise: the envelope (its desc and field errors are shown on failure). */
export const openSupporterPage = (input: SupporterPageCreateInput) => api<SupporterPageDetail>('POST', '/fundraise', input);
/** PUT /fundraise/{pageId}. */
export const editSupporterPage = (id: string, input: SupporterPageUpdateInput) =>
  api<SupporterPageDetail>('PUT', `/fundraise/${encodeURIComponent(id)}`, input);
/** PUT /fundraise/{pageId}/hidden. */
export const hideSupporterPage = (id: string, hidden: boolean) =>
  api<SupporterPageDetail>('PUT', `/fundraise/${encodeURIComponent(id)}/hidden`, { hidden });
