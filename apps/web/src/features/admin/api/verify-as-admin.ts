import type { VerifiedCampaign } from '@ireti/shared/trust/types';
import { api } from '../../../lib/api.ts';
import { useAdminAction } from './admin-action.ts';

/** POST /account/verifycampaign { campaign_id, status: 1 }, as an admin. */
export const verifyAsAdmin = (campaignId: string) =>
  api<VerifiedCampaign>('POST', '/account/verifycampaign', { campaign_id: campaignId, status: 1 });

export const useVerifyAsAdmin = () => useAdminAction(verifyAsAdmin);
