import type { AuditItem } from '@ireti/shared/trust/types';
import { useAdminList } from './admin-list.ts';

/** GET /admin/audit: the audit log, newest first, optionally by action prefix. */
export const useAudit = (action: string, page: number) => useAdminList<AuditItem>('/admin/audit', { action: action || undefined, page });
