import { useInfiniteQuery } from '@tanstack/react-query';
import type { MyDonations } from '@ireti/shared/donations/types';
import { apiGet, unwrap } from '../api.ts';
import { donationKeys } from './keys.ts';

/** GET /donations: the signed-in user's donations and their refunds, newest first. */
export const getMyDonations = (page: number, signal?: AbortSignal) =>
  unwrap(apiGet<MyDonations>('/donations', { page, per_page: 10 }, { signal }));

export function useMyDonations() {
  return useInfiniteQuery({
    queryKey: donationKeys.mine,
    queryFn: ({ pageParam, signal }) => getMyDonations(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : undefined),
  });
}
