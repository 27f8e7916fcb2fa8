import { useQuery } from '@tanstack/react-query';
import { PageSize, type ListTime } from '@ireti/shared/constants';
import type { CampaignCard, PagedList } from '@ireti/shared/campaigns/types';
import { apiGet, unwrap } from '../../../lib/api.ts';

/** GET /campaigns/all?time=…&per_page=3: a home section (top, new or closing). */
export const getHomeList = (time: ListTime, signal?: AbortSignal) =>
  unwrap(apiGet<PagedList<CampaignCard>>('/campaigns/all', { time, page: 1, per_page: PageSize.homeSection }, { signal }));

export function useHomeList(time: ListTime) {
  return useQuery({
    queryKey: ['campaigns', 'list', time, PageSize.homeSection],
    queryFn: ({ signal }) => getHomeList(time, signal),
    staleTime: 60_000,
  });
}
