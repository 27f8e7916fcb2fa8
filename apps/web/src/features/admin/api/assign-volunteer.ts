import type { AssignVolunteerInput } from '@ireti/shared/trust/schemas';
import type { AdminResult } from '@ireti/shared/trust/types';
import { api } from '../../../lib/api.ts';
import { useAdminAction } from './admin-action.ts';

/** POST /admin/campaigns/{id}/assign { volunteer_id }. */
export const assignVolunteer = ({ id, volunteer_id }: { id: number } & AssignVolunteerInput) =>
  api<AdminResult<'assigned'>>('POST', `/admin/campaigns/${id}/assign`, { volunteer_id });

export const useAssignVolunteer = () => useAdminAction(assignVolunteer);
