import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RewardInput } from '@ireti/shared/campaigns/schemas';
import type { RewardItem } from '@ireti/shared/campaigns/types';
import { api } from '../../../lib/api.ts';
import { campaignKeys } from '../../../lib/campaigns/keys.ts';

/** POST /reward { campaign, donation, reward_type, reward }. Resolves to the envelope. */
export const addReward = (campaign: string, input: RewardInput) => api<RewardItem>('POST', '/reward', { campaign, ...input });

export function useAddReward(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: RewardInput) => addReward(campaignId, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.one(campaignId) }),
  });
}
