import type { IdentityDecisionInput } from '@ireti/shared/trust/schemas';
import type { AdminResult } from '@ireti/shared/trust/types';
import { api } from '../../../lib/api.ts';
import { useAdminAction } from './admin-action.ts';

/** POST /admin/identity/{userId}/decision: approve, or reject with a reason (e-mailed). */
export const decideIdentity = ({ userId, ...body }: { userId: number } & IdentityDecisionInput) =>
  api<AdminResult<'identityDecided'>>('POST', `/admin/identity/${userId}/decision`, body);

export const useDecideIdentity = () => useAdminAction(decideIdentity);
