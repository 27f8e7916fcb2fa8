import type { AdminPayout } from '@ireti/shared/donations/types';
import { useAdminList } from './admin-list.ts';

/** GET /admin/payouts: payouts and their status. */
export const useAdminPayouts = (page: number) => useAdminList<AdminPayout>('/admin/payouts', { page });
