import type { ReportActionInput } from '@ireti/shared/trust/schemas';
import type { AdminResult } from '@ireti/shared/trust/types';
import { api } from '../../../lib/api.ts';
import { useAdminAction } from './admin-action.ts';

/** POST /admin/reports/{id}/action { action: dismiss | suspend, note }. */
export const actOnReport = ({ id, ...body }: { id: number } & ReportActionInput) =>
  api<AdminResult<'reportActed'>>('POST', `/admin/reports/${id}/action`, body);

export const useActOnReport = () => useAdminAction(actOnReport);
