import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignCreateInput } from '@ireti/shared/campaigns/schemas';
import type { CampaignDetail } from '@ireti/shared/campaigns/types';
import { Code } from '@ireti/shared/status';
import { api } from '../../../lib/api.ts';
import { campaignKeys } from '../../../lib/campaigns/keys.ts';

/** POST /campaigns: the new campaign (status 0, awaiting verification). Resolves to the envelope. */
export const createCampaign = (input: CampaignCreateInput) => api<CampaignDetail>('POST', '/campaigns', input);

export function useCreateCampaign() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: (res) => {
      if (res.status.code !== Code.OK) return;
      qc.setQueryData(campaignKeys.one(res.entity.campaign_id), res.entity);
      void qc.invalidateQueries({ queryKey: campaignKeys.mine });
    },
  });
}
