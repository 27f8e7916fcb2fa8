import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignUpdateInput } from '@ireti/shared/campaigns/schemas';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { api } from '../../../lib/api.ts';
import { afterCampaignChange } from './invalidate.ts';

/** PUT /campaign/{id}: the owner's edit. Resolves to the envelope. */
export const updateCampaign = (id: string, input: CampaignUpdateInput) => api<CampaignDetail>('PUT', `/campaign/${id}`, input);

export function useUpdateCampaign(id: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: CampaignUpdateInput) => updateCampaign(id, input),
    onSuccess: (res) => afterCampaignChange(qc, id, res),
  });
}
