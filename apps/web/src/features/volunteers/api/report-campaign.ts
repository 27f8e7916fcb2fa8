import { useMutation } from '@tanstack/react-query';
import type { ReportCampaignInput } from '@ireti/shared/trust/schemas';
import { api } from '../../../lib/api.ts';

/** POST /campaign/report { campaign_id, message }: anyone may report a campaign. */
export const reportCampaign = (input: ReportCampaignInput) =>
  api<{ reported: boolean } | { errors: Record<string, string> } | null>('POST', '/campaign/report', input);

export function useReportCampaign() {
  return useMutation({ mutationFn: reportCampaign });
}
