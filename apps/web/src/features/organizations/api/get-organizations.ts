import { useInfiniteQuery } from '@tanstack/react-query';
import { FirstPage, PageSize } from '@ireti/shared/constants';
import type { OrganizationsPage } from '@ireti/shared/trust/types';
import { apiGet, unwrap } from '../../../lib/api.ts';

/** GET /organizations: verified organisations, 16 a page from page 0, optionally of one category. */
export const getOrganizations = (page: number, category: string, signal?: AbortSignal) =>
  unwrap(
    apiGet<OrganizationsPage>(
      '/organizations',
      { page, per_page: PageSize.organizations, category: category === 'all' ? undefined : category },
      { signal },
    ),
  );

/** Pages are appended; Show More asks for the next unless page + 1 >= total_pages (spec §4). */
export function useOrganizations(category: string) {
  return useInfiniteQuery({
    queryKey: ['organizations', 'list', category],
    queryFn: ({ pageParam, signal }) => getOrganizations(pageParam, category, signal),
    initialPageParam: FirstPage.organizations as number,
    getNextPageParam: (last, _all, page) => (page + 1 < last.total_pages ? page + 1 : undefined),
  });
}
