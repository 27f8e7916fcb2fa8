import { useState } from 'react';
import type { AdminComment } from '@ireti/shared/donations/types';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { count, i18n, params, useT } from '../../../lib/i18n/index.ts';
import { useAdminComments, useModerateComment, type CommentFilter } from '../api/comments.ts';
import { Filter } from './filter.tsx';
import { CampaignHead, Item, smallButton } from './item.tsx';
import { ListFrame } from './list-frame.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

type Acting = { c: AdminComment; action: 'hide' | 'show' | 'dismiss' };

export const messages = i18n('admin/comments-tab', {
  show: 'Show',
  reportedComments: 'Reported comments',
  hiddenComments: 'Hidden comments',
  emptyReported: 'No reported comment. All clear.',
  emptyHidden: 'No comment is hidden.',
  showAgain: 'Show again',
  dismissReports: 'Dismiss reports',
  hideComment: 'Hide comment',
  hidden: 'Hidden',
  openReports: count({ one: '{count} open report(s)', other: '{count} open report(s)' }),
  gaveAnonymously: 'gave anonymously',
  replied: params('Campaigner replied: “{reply}”'),
  hiddenBecause: params('Hidden because: {reason}'),
  reports: 'Reports',
  visitor: 'A visitor who was not signed in',
  reportOpen: 'open',
  reportDismissed: 'dismissed',
  reportHidden: 'hidden',
  hideTitle: 'Hide the comment',
  hideIntro: 'It disappears from the campaign page; the donation still counts and shows. Every open report on it is closed.',
  hideLabel: 'Reason (kept in the audit log)',
  showTitle: 'Show the comment again',
  showIntro: 'It is shown on the campaign page again.',
  noteLabel: 'Note for the record',
  dismissTitle: 'Dismiss the reports',
  dismissIntro: 'The comment stays as it is. The open reports are closed.',
});

type Texts = ReturnType<typeof messages.get>;

/** The dialog of each moderation. */
const dialogOf = (t: Texts) =>
  ({
    hide: { title: t.hideTitle, intro: t.hideIntro, label: t.hideLabel, submit: t.hideComment },
    show: { title: t.showTitle, intro: t.showIntro, label: t.noteLabel, submit: t.showAgain },
    dismiss: { title: t.dismissTitle, intro: t.dismissIntro, label: t.noteLabel, submit: t.dismissReports },
  }) as const;

/** A report's state in words ("open", "dismissed", "hidden"); one this list does not know, as it came. */
const reportStatus = (t: Texts, s: string) =>
  s === 'open' ? t.reportOpen : s === 'dismissed' ? t.reportDismissed : s === 'hidden' ? t.reportHidden : s;

function Comments({ status }: { status: CommentFilter }) {
  const t = useT(messages);
  const dialog = dialogOf(t);
  const [page, setPage] = useState(1);
  const q = useAdminComments(status, page);
  const moderate = useModerateComment();
  const [acting, setActing] = useState<Acting | null>(null);
  const d = acting ? dialog[acting.action] : dialog.hide;
  return (
    <>
      <ListFrame q={q} page={page} onPage={setPage} empty={status === 'reported' ? t.emptyReported : t.emptyHidden}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((c) => (
              <Item
                key={c.donation_id}
                actions={
                  c.hidden_at ? (
                    <Button variant="secondary" className={smallButton} onClick={() => setActing({ c, action: 'show' })}>
                      {t.showAgain}
                    </Button>
                  ) : (
                    <>
                      {c.open_reports > 0 && (
                        <Button variant="secondary" className={smallButton} onClick={() => setActing({ c, action: 'dismiss' })}>
                          {t.dismissReports}
                        </Button>
                      )}
                      <Button variant="danger" className={smallButton} onClick={() => setActing({ c, action: 'hide' })}>
                        {t.hideComment}
                      </Button>
                    </>
                  )
                }
              >
                <CampaignHead campaign={c.campaign} chip={c.hidden_at ? t.hidden : t.openReports(c.open_reports)} />
                <p className="text-xs text-slate-600">
                  {c.donor.name} ({c.donor.email}){c.donor.anonymous ? ` · ${t.gaveAnonymously}` : ''} · {formatDate(c.created)}
                </p>
                <blockquote className="mt-3 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-line text-slate-800">
                  {c.comment}
                </blockquote>
                {c.reply && <p className="mt-2 text-sm text-slate-700">{t.replied({ reply: c.reply.body })}</p>}
                {c.hidden_reason && <p className="mt-2 text-sm text-slate-700">{t.hiddenBecause({ reason: c.hidden_reason })}</p>}
                {c.reports.length > 0 && (
                  <ul className="mt-3 space-y-1 text-xs text-slate-600" aria-label={t.reports}>
                    {c.reports.map((r, i) => (
                      <li key={i}>
                        {r.reporter ?? t.visitor} · {formatDate(r.created)} · {reportStatus(t, r.status)}
                        {r.message ? `: “${r.message}”` : ''}
                      </li>
                    ))}
                  </ul>
                )}
              </Item>
            ))}
          </ul>
        )}
      </ListFrame>
      <ReasonDialog
        open={!!acting}
        onClose={() => setActing(null)}
        title={d.title}
        intro={d.intro}
        label={d.label}
        submitLabel={d.submit}
        max={500}
        danger={acting?.action === 'hide'}
        onSubmit={(reason) => moderate.mutateAsync({ donationId: acting!.c.donation_id, action: acting!.action, reason })}
      />
    </>
  );
}

/** Donors' comments that were reported, and those hidden (issue 14, decision 047). */
export function CommentsTab() {
  const t = useT(messages);
  const [view, setView] = useState<CommentFilter>('reported');
  return (
    <>
      <Filter
        label={t.show}
        value={view}
        onChange={setView}
        options={[
          ['reported', t.reportedComments],
          ['hidden', t.hiddenComments],
        ]}
      />
      <Comments key={view} status={view} />
    </>
  );
}
