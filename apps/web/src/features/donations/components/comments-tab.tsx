import { lazy, Suspense, useState } from 'react';
import { Msg } from '@ireti/shared/messages';
import type { PublicDonation } from '@ireti/shared/donations/types';
import { formatDate } from '../../../lib/format.ts';
import { useCampaignDonations } from '../../../lib/donations/get-campaign-donations.ts';
import { Button } from '../../../components/ui/button.tsx';
import { DonorAvatar, useDonorName } from './donor-avatar.tsx';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';

const ReplyForm = lazy(() => import('./comment-forms.tsx').then((m) => ({ default: m.ReplyForm })));
const ReportDialog = lazy(() => import('./comment-forms.tsx').then((m) => ({ default: m.ReportDialog })));
import { EmptyList, ListLoading, LoadError, ShowMore } from '../../../components/ui/list-states.tsx';

export const messages = i18n('donations/comments-tab', {
  loading: 'Loading donations',
  reportLabel: params('Report the comment by {name}'),
  report: 'Report',
  replyFrom: 'Reply from the campaigner',
  showMore: 'Show more comments',
  reply: 'Reply',
  replyTo: params('to {name}'),
});

/**
 * The campaign page's Comments tab: what donors wrote with their donation, each with the
 * campaigner's one reply under it (the owner sees Reply where there is none yet), and a Report
 * link for anyone (issue 14, decision 047).
 */
export function CommentsTab({ campaignId, isOwner = false }: { campaignId: string; isOwner?: boolean }) {
  const t = useT(messages);
  const tr = useLocalise();
  const donorName = useDonorName();
  const q = useCampaignDonations(campaignId, true);
  const [reporting, setReporting] = useState<PublicDonation | null>(null);
  if (q.isPending) return <ListLoading label={t.loading} />;
  if (q.isError) return <LoadError>{tr(Msg.donationsLoadFailed)}</LoadError>;
  const items = q.data.pages.flatMap((p) => p.transactions);
  if (!items.length) return <EmptyList>{tr(Msg.noComments)}</EmptyList>;
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
                    aria-label={t.reportLabel({ name: donorName(d) })}
                  >
                    {t.report}
                  </button>
                )}
              </div>
              <p className="mt-1 break-words whitespace-pre-line text-slate-800">{d.comment}</p>
              {d.reply ? (
                <div className="mt-3 rounded-lg border-l-4 border-brand-600 bg-brand-50 px-3 py-2">
                  <p className="text-xs font-semibold tracking-wide text-brand-800 uppercase">{t.replyFrom}</p>
                  <p className="mt-0.5 text-sm break-words whitespace-pre-line text-slate-800">{d.reply.body}</p>
                </div>
              ) : (
                isOwner && <Reply campaignId={campaignId} donation={d} />
              )}
            </div>
          </li>
        ))}
      </ul>
      <ShowMore q={q} label={t.showMore} className="mt-4" />
      {reporting && (
        <Suspense fallback={null}>
          <ReportDialog donation={reporting} onClose={() => setReporting(null)} />
        </Suspense>
      )}
    </div>
  );
}

/** "Reply" under a comment for its campaign's owner; the form loads when pressed. */
function Reply({ campaignId, donation }: { campaignId: string; donation: PublicDonation }) {
  const t = useT(messages);
  const donorName = useDonorName();
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button type="button" variant="ghost" className="mt-2 !min-h-9 !px-2 text-sm" onClick={() => setOpen(true)}>
        {t.reply} <span className="sr-only">{t.replyTo({ name: donorName(donation) })}</span>
      </Button>
    );
  return (
    <Suspense fallback={null}>
      <ReplyForm campaignId={campaignId} donation={donation} onCancel={() => setOpen(false)} />
    </Suspense>
  );
}
