import { useQuery } from '@tanstack/react-query';
import type { CampaignMoney } from '@ireti/shared/donations/money';
import { apiGet, unwrap } from '../api.ts';
import { donationKeys } from './keys.ts';

/** GET /campaigns/{id}/money: where the campaign's money went, summed from the ledger. */
export const getCampaignMoney = (campaignId: string, signal?: AbortSignal) =>
  unwrap(apiGet<CampaignMoney>(`/campaigns/${encodeURIComponent(campaignId.toLowerCase())}/money`, undefined, { signal }));

export function useCampaignMoney(campaignId: string) {
  return useQuery({
    queryKey: donationKeys.money(campaignId),
    queryFn: ({ signal }) => getCampaignMoney(campaignId, signal),
    retry: false,
    // A payout on its way to the bank: watched until it lands, as the owner's claim screen does.
    refetchInterval: (q) => (q.state.data?.payouts.some((p) => p.status === 'pending') ? 5000 : false),
  });
}
