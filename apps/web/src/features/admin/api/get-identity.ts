import type { AdminIdentityItem } from '@ireti/shared/trust/types';
import { useAdminList } from './admin-list.ts';

export type IdentityFilter = 'submitted' | 'approved' | 'rejected' | 'all';

/** GET /admin/identity: the identity and organisation information sent at /verify. */
export const useIdentity = (status: IdentityFilter, page: number) => useAdminList<AdminIdentityItem>('/admin/identity', { status, page });
