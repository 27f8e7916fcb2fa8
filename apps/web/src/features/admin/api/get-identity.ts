import type { AdminIdentityItem } from '@ireti/shared/trust/types';
import { useAdminList } from './admin-list.ts';

export type IdentityFilter = 'submitted' | 'approved' | 'rejected' | 'all';

/** GET /admin/identity: the identity and organisation information sent at /verify (its private details with a reason, issue 28). */
export const useIdentity = (status: IdentityFilter, page: number, reason?: string) =>
  useAdminList<AdminIdentityItem>('/admin/identity', { status, page, reason });
