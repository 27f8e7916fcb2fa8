import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { api } from '../../../lib/api.ts';
import { afterCampaignChange } from './invalidate.ts';

/** DELETE /campaign/delete/{id}: the campaign is deleted and donors refunded (irreversible). Resolves to the envelope. */
export const deleteCampaign = (id: string) => api<CampaignDetail>('DELETE', `/campaign/delete/${id}`);

export function useDeleteCampaign(id: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => deleteCampaign(id), onSuccess: (res) => afterCampaignChange(qc, id, res) });
}
