import type { AdminSuspendedItem } from '@ireti/shared/trust/types';
import { useAdminList } from './admin-list.ts';

/** GET /admin/suspended: suspended campaigns with the reason. */
export const useSuspended = (page: number) => useAdminList<AdminSuspendedItem>('/admin/suspended', { page });
