import type { AdminDedicatedAccount } from '@ireti/shared/donations/transfers';
import { useAdminList } from './admin-list.ts';

/** GET /admin/dedicated-accounts: campaigns' permanent account numbers and the transfers into them. */
export const useAdminDedicatedAccounts = (page: number) => useAdminList<AdminDedicatedAccount>('/admin/dedicated-accounts', { page });
