import type { AdminCampaignItem } from '@ireti/shared/trust/types';
import { useAdminList } from './admin-list.ts';

/** GET /admin/campaigns: campaigns awaiting verification (or those without a volunteer), oldest first. */
export const useAdminCampaigns = (filter: 'awaiting' | 'unassigned', page: number, reason?: string) =>
  useAdminList<AdminCampaignItem>('/admin/campaigns', { filter, page, reason });
