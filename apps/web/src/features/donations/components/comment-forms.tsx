import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Limits } from '@ireti/shared/constants';
import { Code } from '@ireti/shared/status';
import { commentReplySchema, commentReportSchema, type CommentReplyInput, type CommentReportInput } from '@ireti/shared/donations/schemas';
import type { PublicDonation } from '@ireti/shared/donations/types';
import { reportComment, useReplyToComment } from '../../../lib/donations/comments.ts';
import { Button } from '../../../components/ui/button.tsx';
import { FormError, TextArea } from '../../../components/ui/field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { useDonorName } from './donor-avatar.tsx';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('donations/comment-forms', {
  replyTo: params('Reply to {name}'),
  yourReply: 'Your reply (once, shown to everyone)',
  postReply: 'Post reply',
  cancel: 'Cancel',
  reportTitle: 'Report this comment',
  reportIntro: 'Tell the Ireti team what is wrong with this comment (spam, abuse, private details). They will review it.',
  whatIsWrong: 'What is wrong? (optional)',
  reportComment: 'Report comment',
});

/**
 * The Comments tab's forms (decision 047): the owner's reply and a report. Loaded only when one
 * is opened, with their rules, so the campaign page itself carries no form library.
 */
export function ReplyForm({ campaignId, donation, onCancel }: { campaignId: string; donation: PublicDonation; onCancel: () => void }) {
  const t = useT(messages);
  const tr = useLocalise();
  const donorName = useDonorName();
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToComment(campaignId);
  const form = useForm<CommentReplyInput>({ resolver: zodResolver(commentReplySchema), defaultValues: { reply: '' } });
  const text = form.watch('reply') ?? '';
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await reply.mutateAsync({ donationId: donation._id, ...values });
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      return;
    }
    const errors = (res.entity as { errors?: Record<string, string> } | null)?.errors;
    if (errors?.reply) form.setError('reply', { message: errors.reply });
    setError(res.status.desc);
  });
  return (
    <form onSubmit={submit} noValidate className="mt-3" aria-label={t.replyTo({ name: donorName(donation) })}>
      <FormError message={error} />
      <TextArea
        label={t.yourReply}
        rows={2}
        maxLength={Limits.commentMax}
        error={form.formState.errors.reply?.message && tr(form.formState.errors.reply.message)}
        hint={`${[...text].length}/${Limits.commentMax}`}
        {...form.register('reply')}
      />
      <div className="flex gap-2">
        <Button type="submit" loading={reply.isPending}>
          {t.postReply}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}

export function ReportDialog({ donation, onClose }: { donation: PublicDonation; onClose: () => void }) {
  const t = useT(messages);
  const tr = useLocalise();
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CommentReportInput>({ resolver: zodResolver(commentReportSchema), defaultValues: { message: '' } });
  const close = () => {
    setError(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await reportComment(donation._id, values);
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      close();
      return;
    }
    setError(res.status.desc);
  });
  return (
    <Modal open onClose={close} title={t.reportTitle}>
      <form onSubmit={submit} noValidate>
        <p className="mb-3 text-sm text-slate-700">{t.reportIntro}</p>
        <blockquote className="mb-4 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-line text-slate-800">
          {donation.comment}
        </blockquote>
        <FormError message={error} />
        <TextArea
          label={t.whatIsWrong}
          rows={3}
          maxLength={500}
          error={form.formState.errors.message?.message && tr(form.formState.errors.message.message)}
          {...form.register('message')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
            {t.reportComment}
          </Button>
          <Button type="button" variant="ghost" onClick={close}>
            {t.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
