import type { AdminRefund } from '@ireti/shared/donations/types';
import { useAdminList } from './admin-list.ts';

/** GET /admin/refunds: refunds and their status. */
export const useAdminRefunds = (page: number) => useAdminList<AdminRefund>('/admin/refunds', { page });
