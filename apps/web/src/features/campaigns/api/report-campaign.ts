import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** POST /campaign/report { campaign_id, message } (the route belongs to the trust module). */
export const reportCampaign = (campaignId: string, message: string) =>
  api<unknown>('POST', '/campaign/report', { campaign_id: campaignId, message });

export function useReportCampaign(campaignId: string) {
  return useMutation({ mutationFn: (message: string) => reportCampaign(campaignId, message) });
}
