import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { VerifyCampaignInput } from '@ireti/shared/trust/schemas';
import type { VerifiedCampaign } from '@ireti/shared/trust/types';
import { api } from '../api.ts';

/** POST /account/verifycampaign { campaign_id, status: 1 }: an assigned volunteer (or an admin) makes a campaign live. */
export const verifyCampaign = (campaignId: string) =>
  api<VerifiedCampaign>('POST', '/account/verifycampaign', {
    campaign_id: campaignId,
    status: 1,
  } satisfies VerifyCampaignInput);

export function useVerifyCampaign(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => verifyCampaign(campaignId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['volunteers'] }),
  });
}
