import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentReplyInput, CommentReportInput } from '@ireti/shared/donations/schemas';
import { api } from '../api.ts';
import { donationKeys } from './keys.ts';

/** POST /comments/{donationId}/reply: the campaign owner's one reply under a comment. */
export function useReplyToComment(campaignId: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ donationId, ...body }: { donationId: number } & CommentReplyInput) => api('POST', `/comments/${donationId}/reply`, body),
    onSettled: () => qc.invalidateQueries({ queryKey: donationKeys.campaignAll(campaignId) }),
  });
}

/** POST /comments/{donationId}/report: anyone tells the Ireti team about a comment. */
export const reportComment = (donationId: number, body: CommentReportInput) => api('POST', `/comments/${donationId}/report`, body);
