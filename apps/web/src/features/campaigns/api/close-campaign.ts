import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { api } from '../../../lib/api.ts';
import { afterCampaignChange } from './invalidate.ts';

/** POST /campaign/closecampaign/{id} { message }: closed with the thank-you (a success story). */
export const closeCampaign = (id: string, message: string) => api<CampaignDetail>('POST', `/campaign/closecampaign/${id}`, { message });

export function useCloseCampaign(id: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (message: string) => closeCampaign(id, message), onSuccess: (res) => afterCampaignChange(qc, id, res) });
}
