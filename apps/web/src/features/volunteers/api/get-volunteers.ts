import { useInfiniteQuery } from '@tanstack/react-query';
import type { VolunteersPage } from '@ireti/shared/trust/types';
import { apiGet, unwrap } from '../../../lib/api.ts';

export const VOLUNTEERS_PER_PAGE = 24;

/** GET /volunteer/getvolunteers: approved volunteers, 24 a page from page 0. */
export const getVolunteers = (page: number, signal?: AbortSignal) =>
  unwrap(apiGet<VolunteersPage>('/volunteer/getvolunteers', { page, per_page: VOLUNTEERS_PER_PAGE }, { signal }));

export function useVolunteers() {
  return useInfiniteQuery({
    queryKey: ['volunteers', 'list'],
    queryFn: ({ pageParam, signal }) => getVolunteers(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (lastPage + 1 < last.total_pages ? lastPage + 1 : undefined),
  });
}
