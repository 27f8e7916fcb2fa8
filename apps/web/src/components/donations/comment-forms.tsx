import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Limits } from '@ireti/shared/constants';
import { Code } from '@ireti/shared/status';
import { commentReplySchema, commentReportSchema, type CommentReplyInput, type CommentReportInput } from '@ireti/shared/donations/schemas';
import type { PublicDonation } from '@ireti/shared/donations/types';
import { reportComment, useReplyToComment } from '../../lib/donations/comments.ts';
import { Button } from '../ui/button.tsx';
import { FormError, TextArea } from '../ui/field.tsx';
import { Modal } from '../ui/modal.tsx';
import { toast } from '../ui/toast.tsx';
import { donorName } from './donor-avatar.tsx';

/**
 * The Comments tab's forms (decision 047): the owner's reply and a report. Loaded only when one
 * is opened, with their rules, so the campaign page itself carries no form library.
 */
export function ReplyForm({ campaignId, donation, onCancel }: { campaignId: string; donation: PublicDonation; onCancel: () => void }) {
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
    <form onSubmit={submit} noValidate className="mt-3" aria-label={`Reply to ${donorName(donation)}`}>
      <FormError message={error} />
      <TextArea
        label="Your reply (once, shown to everyone)"
        rows={2}
        maxLength={Limits.commentMax}
        error={form.formState.errors.reply?.message}
        hint={`${[...text].length}/${Limits.commentMax}`}
        {...form.register('reply')}
      />
      <div className="flex gap-2">
        <Button type="submit" loading={reply.isPending}>
          Post reply
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

export function ReportDialog({ donation, onClose }: { donation: PublicDonation; onClose: () => void }) {
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
    <Modal open onClose={close} title="Report this comment">
      <form onSubmit={submit} noValidate>
        <p className="mb-3 text-sm text-slate-700">
          Tell the Ireti team what is wrong with this comment (spam, abuse, private details). They will review it.
        </p>
        <blockquote className="mb-4 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-line text-slate-800">
          {donation.comment}
        </blockquote>
        <FormError message={error} />
        <TextArea
          label="What is wrong? (optional)"
          rows={3}
          maxLength={500}
          error={form.formState.errors.message?.message}
          {...form.register('message')}
        />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant="danger" loading={form.formState.isSubmitting}>
            Report comment
          </Button>
          <Button type="button" variant="ghost" onClick={close}>
            Cancel
          </Button>
        </div>
      </form>
    </Modal>
  );
}
