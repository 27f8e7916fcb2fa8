import type { AdminDonation } from '@ireti/shared/donations/types';
import { useAdminList } from './admin-list.ts';

/** GET /admin/donations: every donation, anonymous donors revealed; optionally one campaign's. */
export const useAdminDonations = (campaign: string, page: number) =>
  useAdminList<AdminDonation>('/admin/donations', { campaign: campaign || undefined, page });
