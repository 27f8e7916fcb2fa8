import { useQuery } from '@tanstack/react-query';
import type { ClaimSummary } from '@ireti/shared/donations/types';
import { api, unwrap } from '../api.ts';
import { donationKeys } from './keys.ts';

/** GET /claim/{campaignId}: what the owner can claim, and the payout once claimed. */
export const getClaim = (campaignId: string, signal?: AbortSignal) =>
  unwrap(api<ClaimSummary>('GET', `/claim/${encodeURIComponent(campaignId.toLowerCase())}`, undefined, { signal }));

/** Polls every few seconds while a payout (any stage's) is on its way; `enabled` false asks nothing. */
export function useClaim(campaignId: string, enabled = true) {
  return useQuery({
    queryKey: donationKeys.claim(campaignId),
    enabled,
    queryFn: ({ signal }) => getClaim(campaignId, signal),
    retry: false,
    refetchInterval: (q) => {
      const all = q.state.data?.payouts ?? (q.state.data?.payout ? [q.state.data.payout] : []);
      return all.some((p) => p.status === 'pending' || p.status === 'processing') ? 3000 : false;
    },
  });
}
