import type { AdminApplicationItem } from '@ireti/shared/trust/types';
import { useAdminList } from './admin-list.ts';

export type ApplicationFilter = 'pending' | 'draft' | 'approved' | 'rejected' | 'all';

/** GET /admin/volunteers: volunteer applications. */
export const useApplications = (status: ApplicationFilter, page: number, reason?: string) =>
  useAdminList<AdminApplicationItem>('/admin/volunteers', { status, page, reason });
