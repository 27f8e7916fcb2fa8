import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RewardInput } from '@ireti/shared/campaigns/schemas';
import type { RewardItem } from '@ireti/shared/campaigns/types';
import { api } from '../../../lib/api.ts';
import { campaignKeys } from '../../../lib/campaigns/keys.ts';

/** PUT /reward/{id} { donation, reward_type, reward }. Resolves to the envelope. */
export const updateReward = (id: number, input: RewardInput) => api<RewardItem>('PUT', `/reward/${id}`, input);

export function useUpdateReward(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: RewardInput }) => updateReward(id, input),
    onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.one(campaignId) }),
  });
}
