import { useInfiniteQuery } from '@tanstack/react-query';
import { FirstPage, PageSize } from '@ireti/shared/constants';
import type { ClosedCampaigns } from '@ireti/shared/campaigns/types';
import { apiGet, unwrap } from '../../../lib/api.ts';
import { campaignKeys } from '../../../lib/campaigns/keys.ts';

/** GET /campaigns/closed: success stories, 10 a page from page 0 (spec §4). */
export const getSuccessStories = (page: number, perPage: number, signal?: AbortSignal) =>
  unwrap(apiGet<ClosedCampaigns>('/campaigns/closed', { page, per_page: perPage }, { signal }));

/** Appends pages: Show More asks for the next one unless page + 1 >= total_pages. */
export function useSuccessStories() {
  return useInfiniteQuery({
    queryKey: campaignKeys.stories(PageSize.completedCampaigns),
    queryFn: ({ pageParam, signal }) => getSuccessStories(pageParam, PageSize.completedCampaigns, signal),
    initialPageParam: FirstPage.completedCampaigns as number,
    getNextPageParam: (last, _all, page) => (page + 1 < last.total_pages ? page + 1 : undefined),
  });
}
