import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { api } from '../../../lib/api.ts';
import { afterCampaignChange } from './invalidate.ts';

/** POST /campaigns/{id}/submit: the wizard's draft goes to the volunteers. Resolves to the envelope. */
export const submitCampaign = (id: string) => api<CampaignDetail>('POST', `/campaigns/${id}/submit`);

export function useSubmitCampaign(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => submitCampaign(id),
    onSuccess: (res) => afterCampaignChange(qc, id, res),
  });
}
