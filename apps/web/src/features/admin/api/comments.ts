import type { CommentModerationInput } from '@ireti/shared/donations/schemas';
import type { AdminComment } from '@ireti/shared/donations/types';
import { api } from '../../../lib/api.ts';
import { useAdminAction } from './admin-action.ts';
import { useAdminList } from './admin-list.ts';

export type CommentFilter = 'reported' | 'hidden';

/** GET /admin/comments: reported comments (newest report first), or the hidden ones. */
export const useAdminComments = (status: CommentFilter, page: number) => useAdminList<AdminComment>('/admin/comments', { status, page });

/** POST /admin/comments/{donationId}/moderate { action: hide | show | dismiss, reason }. */
export const moderateComment = ({ donationId, ...body }: { donationId: number } & CommentModerationInput) =>
  api('POST', `/admin/comments/${donationId}/moderate`, body);

export const useModerateComment = () => useAdminAction(moderateComment);
