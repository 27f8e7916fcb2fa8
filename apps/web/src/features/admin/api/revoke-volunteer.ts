import { api } from '../../../lib/api.ts';
import { useAdminAction } from './admin-action.ts';

/** POST /admin/volunteers/users/{userId}/revoke { reason }. */
export const revokeVolunteer = ({ userId, reason }: { userId: number; reason: string }) =>
  api('POST', `/admin/volunteers/users/${userId}/revoke`, { reason });

export const useRevokeVolunteer = () => useAdminAction(revokeVolunteer);
