import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { api } from '../../../lib/api.ts';
import { afterCampaignChange } from './invalidate.ts';

/** POST /campaign/closedonations/{id}: no more donations (irreversible). Resolves to the envelope. */
export const closeDonations = (id: string) => api<CampaignDetail>('POST', `/campaign/closedonations/${id}`);

export function useCloseDonations(id: string) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => closeDonations(id), onSuccess: (res) => afterCampaignChange(qc, id, res) });
}
