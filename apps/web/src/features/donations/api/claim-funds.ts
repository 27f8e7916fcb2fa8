import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutInfo } from '@ireti/shared/donations/types';
import { api, unwrap } from '../../../lib/api.ts';
import { donationKeys } from '../../../lib/donations/keys.ts';

/** POST /claim/{campaignId}: the owner claims a funded campaign's money. */
export const claimFunds = (campaignId: string) =>
  unwrap(api<{ payout: PayoutInfo }>('POST', `/claim/${encodeURIComponent(campaignId.toLowerCase())}`)).then((e) => e.payout);

export function useClaimFunds(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => claimFunds(campaignId),
    onSettled: () => qc.invalidateQueries({ queryKey: donationKeys.claim(campaignId) }),
  });
}
