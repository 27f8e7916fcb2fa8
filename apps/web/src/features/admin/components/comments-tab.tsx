import { useState } from 'react';
import type { AdminComment } from '@ireti/shared/donations/types';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAdminComments, useModerateComment, type CommentFilter } from '../api/comments.ts';
import { Filter } from './filter.tsx';
import { CampaignHead, Item, smallButton } from './item.tsx';
import { ListFrame } from './list-frame.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

type Acting = { c: AdminComment; action: 'hide' | 'show' | 'dismiss' };

const dialog = {
  hide: {
    title: 'Hide the comment',
    intro: 'It disappears from the campaign page; the donation still counts and shows. Every open report on it is closed.',
    label: 'Reason (kept in the audit log)',
    submit: 'Hide comment',
  },
  show: {
    title: 'Show the comment again',
    intro: 'It is shown on the campaign page again.',
    label: 'Note for the record',
    submit: 'Show again',
  },
  dismiss: {
    title: 'Dismiss the reports',
    intro: 'The comment stays as it is. The open reports are closed.',
    label: 'Note for the record',
    submit: 'Dismiss reports',
  },
} as const;

function Comments({ status }: { status: CommentFilter }) {
  const [page, setPage] = useState(1);
  const q = useAdminComments(status, page);
  const moderate = useModerateComment();
  const [acting, setActing] = useState<Acting | null>(null);
  const d = acting ? dialog[acting.action] : dialog.hide;
  return (
    <>
      <ListFrame
        q={q}
        page={page}
        onPage={setPage}
        empty={status === 'reported' ? 'No reported comment. All clear.' : 'No comment is hidden.'}
      >
        {(items) => (
          <ul className="space-y-3">
            {items.map((c) => (
              <Item
                key={c.donation_id}
                actions={
                  c.hidden_at ? (
                    <Button variant="secondary" className={smallButton} onClick={() => setActing({ c, action: 'show' })}>
                      Show again
                    </Button>
                  ) : (
                    <>
                      {c.open_reports > 0 && (
                        <Button variant="secondary" className={smallButton} onClick={() => setActing({ c, action: 'dismiss' })}>
                          Dismiss reports
                        </Button>
                      )}
                      <Button variant="danger" className={smallButton} onClick={() => setActing({ c, action: 'hide' })}>
                        Hide comment
                      </Button>
                    </>
                  )
                }
              >
                <CampaignHead campaign={c.campaign} chip={c.hidden_at ? 'Hidden' : `${c.open_reports} open report(s)`} />
                <p className="text-xs text-slate-600">
                  {c.donor.name} ({c.donor.email}){c.donor.anonymous ? ' · gave anonymously' : ''} · {formatDate(c.created)}
                </p>
                <blockquote className="mt-3 border-l-4 border-slate-300 pl-3 text-sm break-words whitespace-pre-line text-slate-800">
                  {c.comment}
                </blockquote>
                {c.reply && <p className="mt-2 text-sm text-slate-700">Campaigner replied: “{c.reply.body}”</p>}
                {c.hidden_reason && <p className="mt-2 text-sm text-slate-700">Hidden because: {c.hidden_reason}</p>}
                {c.reports.length > 0 && (
                  <ul className="mt-3 space-y-1 text-xs text-slate-600" aria-label="Reports">
                    {c.reports.map((r, i) => (
                      <li key={i}>
                        {r.reporter ?? 'A visitor who was not signed in'} · {formatDate(r.created)} · {r.status}
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
  const [view, setView] = useState<CommentFilter>('reported');
  return (
    <>
      <Filter
        label="Show"
        value={view}
        onChange={setView}
        options={[
          ['reported', 'Reported comments'],
          ['hidden', 'Hidden comments'],
        ]}
      />
      <Comments key={view} status={view} />
    </>
  );
}
