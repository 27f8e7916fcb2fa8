import { useQuery } from '@tanstack/react-query';
import { PageSize } from '@ireti/shared/constants';
import type { ClosedCampaigns } from '@ireti/shared/campaigns/types';
import { apiGet, unwrap } from '../../../lib/api.ts';

/** GET /campaigns/closed?page=0&per_page=3: the home page's success stories. */
export const getHomeStories = (signal?: AbortSignal) =>
  unwrap(apiGet<ClosedCampaigns>('/campaigns/closed', { page: 0, per_page: PageSize.homeSection }, { signal }));

export function useHomeStories() {
  return useQuery({
    queryKey: ['campaigns', 'stories', PageSize.homeSection],
    queryFn: ({ signal }) => getHomeStories(signal),
    staleTime: 60_000,
  });
}
