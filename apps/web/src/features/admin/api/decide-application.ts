import type { VolunteerDecisionInput } from '@ireti/shared/trust/schemas';
import type { AdminResult } from '@ireti/shared/trust/types';
import { api } from '../../../lib/api.ts';
import { useAdminAction } from './admin-action.ts';

/** POST /admin/volunteers/{id}/decision: the interview, a grade and the decision (e-mailed). */
export const decideApplication = ({ id, ...body }: { id: number } & VolunteerDecisionInput) =>
  api<AdminResult<'applicationDecided'>>('POST', `/admin/volunteers/${id}/decision`, body);

export const useDecideApplication = () => useAdminAction(decideApplication);
