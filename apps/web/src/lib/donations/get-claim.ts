import { useQuery } from '@tanstack/react-query';
import type { ClaimSummary } from '@ireti/shared/donations/types';
import { api, unwrap } from '../api.ts';
import { donationKeys } from './keys.ts';

/** GET /claim/{campaignId}: what the owner can claim, and the payout once claimed. */
export const getClaim = (campaignId: string, signal?: AbortSignal) =>
  unwrap(api<ClaimSummary>('GET', `/claim/${encodeURIComponent(campaignId.toLowerCase())}`, undefined, { signal }));

/** Polls every few seconds while a payout is on its way. */
export function useClaim(campaignId: string) {
  return useQuery({
    queryKey: donationKeys.claim(campaignId),
    queryFn: ({ signal }) => getClaim(campaignId, signal),
    retry: false,
    refetchInterval: (q) => {
      const s = q.state.data?.payout?.status;
      return s === 'pending' || s === 'processing' ? 3000 : false;
    },
  });
}
