import { useInfiniteQuery } from '@tanstack/react-query';
import { FirstPage, PageSize } from '@ireti/shared/constants';
import type { OrganizationCampaignsPage } from '@ireti/shared/trust/types';
import { apiGet, unwrap } from '../../../lib/api.ts';

/** GET /campaigns/organizations/{id}: its public campaigns, 12 a page from page 0. */
export const getOrganizationCampaigns = (id: string, page: number, signal?: AbortSignal) =>
  unwrap(
    apiGet<OrganizationCampaignsPage>(
      `/campaigns/organizations/${encodeURIComponent(id)}`,
      { page, per_page: PageSize.organizationCampaigns },
      { signal },
    ),
  );

export function useOrganizationCampaigns(id: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: ['organizations', 'campaigns', id],
    queryFn: ({ pageParam, signal }) => getOrganizationCampaigns(id, pageParam, signal),
    initialPageParam: FirstPage.organizationCampaigns as number,
    getNextPageParam: (last, _all, page) => (page + 1 < last.total_pages ? page + 1 : undefined),
    enabled,
  });
}
