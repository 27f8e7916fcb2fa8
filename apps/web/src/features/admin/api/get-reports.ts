import type { AdminReportItem } from '@ireti/shared/trust/types';
import { useAdminList } from './admin-list.ts';

export type ReportFilter = 'open' | 'dismissed' | 'actioned' | 'all';

/** GET /admin/reports: reports of campaigns. */
export const useReports = (status: ReportFilter, page: number) => useAdminList<AdminReportItem>('/admin/reports', { status, page });
