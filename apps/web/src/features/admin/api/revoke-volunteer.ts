import type { AdminResult } from '@ireti/shared/trust/types';
import { api } from '../../../lib/api.ts';
import { useAdminAction } from './admin-action.ts';

/** POST /admin/volunteers/users/{userId}/revoke { reason }. */
export const revokeVolunteer = ({ userId, reason }: { userId: number; reason: string }) =>
  api<AdminResult<'revoked'>>('POST', `/admin/volunteers/users/${userId}/revoke`, { reason });

export const useRevokeVolunteer = () => useAdminAction(revokeVolunteer);
