import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { campaignKeys } from '../../../lib/campaigns/keys.ts';

/** DELETE /reward/{id}. Resolves to the envelope. */
export const deleteReward = (id: number) => api<{ deleted: boolean }>('DELETE', `/reward/${id}`);

export function useDeleteReward(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteReward, onSuccess: () => qc.invalidateQueries({ queryKey: campaignKeys.one(campaignId) }) });
}
