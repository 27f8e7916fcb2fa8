import { useInfiniteQuery } from '@tanstack/react-query';
import type { PagedList, PublicDonation } from '@ireti/shared/donations/types';
import { apiGet, unwrap } from '../api.ts';
import { donationKeys } from './keys.ts';

const PER_PAGE = 10;

/** GET /donations/{campaignId}: confirmed donations, newest first; `comments` keeps those with a comment. */
export const getCampaignDonations = (campaignId: string, page: number, comments: boolean, signal?: AbortSignal) =>
  unwrap(
    apiGet<PagedList<PublicDonation>>(
      `/donations/${encodeURIComponent(campaignId.toLowerCase())}`,
      { page, per_page: PER_PAGE, comments: comments ? 1 : undefined },
      { signal },
    ),
  );

export function useCampaignDonations(campaignId: string, comments = false) {
  return useInfiniteQuery({
    queryKey: donationKeys.campaign(campaignId, comments),
    queryFn: ({ pageParam, signal }) => getCampaignDonations(campaignId, pageParam, comments, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : undefined),
  });
}
