import { useInfiniteQuery } from '@tanstack/react-query';
import { FirstPage, PageSize, type ListTime } from '@ireti/shared/constants';
import type { CampaignCard, PagedList } from '@ireti/shared/campaigns/types';
import { apiGet, unwrap } from '../../../lib/api.ts';
import { campaignKeys } from '../../../lib/campaigns/keys.ts';

export interface ExploreFilters {
  search?: string;
  category?: string;
  is_reward?: '0' | '1';
  time?: ListTime;
  /** A state_id (GET /misc/states): the campaigns of that state (issue 14). */
  state?: string;
}

/** GET /campaigns/all: explore, 6 a page from page 1 (spec §4). */
export const getCampaigns = (f: ExploreFilters & { page: number; per_page: number }, signal?: AbortSignal) =>
  unwrap(apiGet<PagedList<CampaignCard>>('/campaigns/all', { ...f }, { signal }));

/** Explore's pages: Show More asks for the next one until the last (a filter change starts again). */
export function useExplore(f: ExploreFilters) {
  return useInfiniteQuery({
    queryKey: campaignKeys.explore(f),
    queryFn: ({ pageParam, signal }) => getCampaigns({ ...f, page: pageParam, per_page: PageSize.explore }, signal),
    initialPageParam: FirstPage.explore as number,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : undefined),
    staleTime: 30_000,
  });
}
