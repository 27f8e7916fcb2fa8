import type { InterviewInviteInput } from '@ireti/shared/trust/schemas';
import type { AdminResult } from '@ireti/shared/trust/types';
import { api } from '../../../lib/api.ts';
import { useAdminAction } from './admin-action.ts';

/** POST /admin/volunteers/{id}/invite { message }: the interview invitation, e-mailed. */
export const inviteApplicant = ({ id, message }: { id: number } & InterviewInviteInput) =>
  api<AdminResult<'invited'>>('POST', `/admin/volunteers/${id}/invite`, { message });

export const useInviteApplicant = () => useAdminAction(inviteApplicant);
