import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RecommendCampaignInput } from '@ireti/shared/trust/schemas';
import type { RecommendedCampaign } from '@ireti/shared/trust/types';
import { api } from '../api.ts';

/** POST /volunteer/recommend: an assigned volunteer recommends a campaign for verified status. */
export const recommendCampaign = (campaignId: string) =>
  api<RecommendedCampaign>('POST', '/volunteer/recommend', {
    campaign_id: campaignId,
  } satisfies RecommendCampaignInput);

export function useRecommendCampaign(campaignId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => recommendCampaign(campaignId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['volunteers'] }),
  });
}
