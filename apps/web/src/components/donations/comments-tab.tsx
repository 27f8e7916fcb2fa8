import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Limits } from '@ireti/shared/constants';
import { Code } from '@ireti/shared/status';
import { Msg } from '@ireti/shared/messages';
import { commentReplySchema, commentReportSchema, type CommentReplyInput, type CommentReportInput } from '@ireti/shared/donations/schemas';
import type { PublicDonation } from '@ireti/shared/donations/types';
import { formatDate } from '../../lib/format.ts';
import { useCampaignDonations } from '../../lib/donations/get-campaign-donations.ts';
import { reportComment, useReplyToComment } from '../../lib/donations/comments.ts';
import { Button } from '../ui/button.tsx';
import { FormError, TextArea } from '../ui/field.tsx';
import { Modal } from '../ui/modal.tsx';
import { toast } from '../ui/toast.tsx';
import { DonorAvatar, donorName } from './donor-avatar.tsx';
import { EmptyList, ListLoading, LoadError, ShowMore } from '../ui/list-states.tsx';

/**
 * The campaign page's Comments tab: what donors wrote with their donation, each with the
 * campaigner's one reply under it (the owner sees Reply where there is none yet), and a Report
 * link for anyone (issue 14, decision 047).
 */
export function CommentsTab({ campaignId, isOwner = false }: { campaignId: string; isOwner?: boolean }) {
  const q = useCampaignDonations(campaignId, true);
  const [reporting, setReporting] = useState<PublicDonation | null>(null);
  if (q.isPending) return <ListLoading label="Loading donations" />;
  if (q.isError) return <LoadError>{Msg.donationsLoadFailed}</LoadError>;
  const items = q.data.pages.flatMap((p) => p.transactions);
  if (!items.length) return <EmptyList>{Msg.noComments}</EmptyList>;
  return (
    <div>
      <ul className="space-y-3">
        {items.map((d) => (
          <li key={d._id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <DonorAvatar name={d.first_name} anonymous={d.anonymous} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <p className="text-sm">
                  <span className="font-semibold text-slate-900">{donorName(d)}</span>
                  <span className="text-slate-500"> · </span>
                  <time dateTime={d.created} className="text-slate-600">
                    {formatDate(d.created)}
                  </time>
                </p>
                {!isOwner && (
                  <button
                    type="button"
                    onClick={() => setReporting(d)}
                    className="min-h-11 text-xs text-slate-600 underline hover:text-red-700"
                    aria-label={`Report the comment by ${donorName(d)}`}
                  >
                    Report
                  </button>
                )}
              </div>
              <p className="mt-1 break-words whitespace-pre-line text-slate-800">{d.comment}</p>
              {d.reply ? (
                <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-brand-50 px-3 py-2">
                  <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">Reply from the campaigner</p>
                  <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-800">{d.reply.body}</p>
                </div>
              ) : (
                isOwner && <ReplyForm campaignId={campaignId} donation={d} />
              )}
            </div>
          </li>
        ))}
      </ul>
      <ShowMore q={q} label="Show more comments" className="mt-4" />
      <ReportDialog donation={reporting} onClose={() => setReporting(null)} />
    </div>
  );
}

function ReplyForm({ campaignId, donation }: { campaignId: string; donation: PublicDonation }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const reply = useReplyToComment(campaignId);
  const form = useForm<CommentReplyInput>({ resolver: zodResolver(commentReplySchema), defaultValues: { reply: '' } });
  const text = form.watch('reply') ?? '';
  if (!open)
    return (
      <Button type="button" variant="ghost" className="mt-2 !min-h-9 !px-2 text-sm" onClick={() => setOpen(true)}>
        Reply <span className="sr-only">to {donorName(donation)}</span>
      </Button>
    );
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
        <Button type="button" variant="ghost" onClick={() => setOpen(false)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function ReportDialog({ donation, onClose }: { donation: PublicDonation | null; onClose: () => void }) {
  const [error, setError] = useState<string | null>(null);
  const form = useForm<CommentReportInput>({ resolver: zodResolver(commentReportSchema), defaultValues: { message: '' } });
  const close = () => {
    setError(null);
    form.reset();
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setError(null);
    const res = await reportComment(donation!._id, values);
    if (res.status.code === Code.OK) {
      toast(res.status.desc);
      close();
      return;
    }
    setError(res.status.desc);
  });
  return (
    <Modal open={!!donation} onClose={close} title="Report this comment">
      <form onSubmit={submit} noValidate>
        <p className="mb-3 text-sm text-slate-700">
          Tell the Ireti team what is wrong with this comment (spam, abuse, private details). They will review it.
        </p>
        {donation && (
          <blockquote className="mb-4 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-line text-slate-800">
            {donation.comment}
          </blockquote>
        )}
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
