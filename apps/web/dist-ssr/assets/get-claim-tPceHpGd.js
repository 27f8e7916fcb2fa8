import { A as api, H as useQuery, N as unwrap } from '../entry-server.js';
import { t as donationKeys } from './keys-8VpgdW09.js';
// src/lib/donations/get-claim.ts
/** GET /claim/{campaignId}: what the owner can claim, and the payout once claimed. */
var getClaim = (campaignId, signal) => unwrap(api('GET', `/claim/${encodeURIComponent(campaignId.toLowerCase())}`, void 0, { signal }));
/** Polls every few seconds while a payout (any stage's) is on its way; `enabled` false asks nothing. */
function useClaim(campaignId, enabled = true) {
  return useQuery({
    queryKey: donationKeys.claim(campaignId),
    enabled,
    queryFn: ({ signal }) => getClaim(campaignId, signal),
    retry: false,
    refetchInterval: (q) => {
      return (q.state.data?.payouts ?? (q.state.data?.payout ? [q.state.data.payout] : [])).some(
        (p) => p.status === 'pending' || p.status === 'processing',
      )
        ? 3e3
        : false;
    },
  });
}
export { useClaim as t };
