import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PayoutInfo } from '@ireti/shared/donations/types';
import { api, unwrap } from '../../../lib/api.ts';
import { donationKeys } from '../../../lib/donations/keys.ts';

/**
 * POST /claim/{campaignId}: the owner claims a funded campaign's money; a keep-what-you-raise
 * campaign's owner may name the stage's amount (whole naira; absent: all that is claimable).
 */
export const claimFunds = (campaignId: string, amount?: number) =>
  unwrap(
    api<{ payout: PayoutInfo }>(
      'POST',
      `/claim/${encodeURIComponent(campaignId.toLowerCase())}`,
      amount === undefined ? undefined : { amount },
    ),
  ).then((e) => e.payout);

export function useClaimFunds(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (amount?: number) => claimFunds(campaignId, amount),
    onSettled: () => qc.invalidateQueries({ queryKey: donationKeys.claim(campaignId) }),
  });
}
