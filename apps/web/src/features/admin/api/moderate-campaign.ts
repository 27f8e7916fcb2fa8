import type { ModerationInput } from '@ireti/shared/trust/schemas';
import type { AdminResult } from '@ireti/shared/trust/types';
import { api } from '../../../lib/api.ts';
import { useAdminAction } from './admin-action.ts';

export type Moderation = 'suspend' | 'reinstate' | 'remove';

/** POST /admin/campaigns/{id}/suspend | reinstate | remove { reason }. */
export const moderateCampaign = ({ id, action, reason }: { id: number; action: Moderation; reason: string }) =>
  api<AdminResult<'suspended' | 'reinstated' | 'removed'>>('POST', `/admin/campaigns/${id}/${action}`, {
    reason,
  } satisfies ModerationInput);

export const useModerateCampaign = () => useAdminAction(moderateCampaign);
