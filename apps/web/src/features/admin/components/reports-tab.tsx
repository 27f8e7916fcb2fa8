import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminReportItem, AdminSuspendedItem } from '@ireti/shared/trust/types';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate, formatNaira } from '../../../lib/format.ts';
import { count, i18n, params, useT } from '../../../lib/i18n/index.ts';
import { useReports, type ReportFilter } from '../api/get-reports.ts';
import { useSuspended } from '../api/get-suspended.ts';
import { useActOnReport } from '../api/act-on-report.ts';
import { useModerateCampaign } from '../api/moderate-campaign.ts';
import { Filter } from './filter.tsx';
import { CampaignHead, Item, smallButton } from './item.tsx';
import { ListFrame } from './list-frame.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

type View = ReportFilter | 'suspended';

export const messages = i18n('admin/reports-tab', {
  show: 'Show',
  openReports: 'Open reports',
  suspendedCampaigns: 'Suspended campaigns',
  dismissedReports: 'Dismissed reports',
  actionedReports: 'Reports acted on',
  allReports: 'All reports',
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Campaign suspended or removed',
  emptyOpen: 'No open report. All clear.',
  empty: 'No report here.',
  dismiss: 'Dismiss',
  suspendCampaign: 'Suspend campaign',
  by: params('by {owner}'),
  reportsInAll: count({ one: '{count} report(s) in all', other: '{count} report(s) in all' }),
  suspended: 'suspended',
  visitor: 'A visitor who was not signed in',
  note: 'Note: ',
  suspendTitle: 'Suspend the campaign',
  dismissTitle: 'Dismiss the report',
  suspendIntro:
    'Donations stop and nothing is paid out; the money stays held. Every open report on this campaign is closed. The owner is told the reason.',
  dismissIntro: 'The campaign carries on as before.',
  reasonToOwner: 'Reason (sent to the owner)',
  noteLabel: 'Note for the record',
  dismissReport: 'Dismiss report',
  emptySuspended: 'No campaign is suspended.',
  liftSuspension: 'Lift suspension',
  removeAndRefund: 'Remove and refund',
  suspendedLine: params('by {owner} · suspended {date} · {amount} held'),
  reason: params('Reason: {reason}'),
  removeTitle: 'Remove the campaign',
  liftTitle: 'Lift the suspension',
  removeIntro: 'The campaign is deleted and every donor is refunded in full. This cannot be undone.',
  liftIntro: 'Donations and claims resume as before. The owner is told.',
});

function Reports({ status }: { status: ReportFilter }) {
  const t = useT(messages);
  const [page, setPage] = useState(1);
  const q = useReports(status, page);
  const act = useActOnReport();
  const [acting, setActing] = useState<{ r: AdminReportItem; action: 'dismiss' | 'suspend' } | null>(null);
  return (
    <>
      <ListFrame q={q} page={page} onPage={setPage} empty={status === 'open' ? t.emptyOpen : t.empty}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((r) => (
              <Item
                key={r.id}
                actions={
                  r.status === 'open' ? (
                    <>
                      <Button variant="secondary" className={smallButton} onClick={() => setActing({ r, action: 'dismiss' })}>
                        {t.dismiss}
                      </Button>
                      {!r.campaign.suspended && (
                        <Button variant="danger" className={smallButton} onClick={() => setActing({ r, action: 'suspend' })}>
                          {t.suspendCampaign}
                        </Button>
                      )}
                    </>
                  ) : undefined
                }
              >
                <CampaignHead campaign={r.campaign} chip={t[r.status]} />
                <p className="text-xs text-slate-600">
                  {t.by({ owner: r.campaign.owner })} · {t.reportsInAll(r.campaign.reports)}
                  {r.campaign.suspended ? ` · ${t.suspended}` : ''}
                </p>
                <blockquote className="mt-3 border-l-4 border-red-200 pl-3 text-sm whitespace-pre-line text-slate-800">
                  {r.message}
                </blockquote>
                <p className="mt-2 text-xs text-slate-600">
                  {r.reporter ? `${r.reporter.name} (${r.reporter.email})` : t.visitor} · {formatDate(r.created)}
                </p>
                {r.resolution_note && (
                  <p className="mt-2 text-sm text-slate-700">
                    <span className="font-medium">{t.note}</span>
                    {r.resolution_note}
                  </p>
                )}
              </Item>
            ))}
          </ul>
        )}
      </ListFrame>
      <ReasonDialog
        open={!!acting}
        onClose={() => setActing(null)}
        title={acting?.action === 'suspend' ? t.suspendTitle : t.dismissTitle}
        intro={acting?.action === 'suspend' ? t.suspendIntro : t.dismissIntro}
        label={acting?.action === 'suspend' ? t.reasonToOwner : t.noteLabel}
        fieldLabel="Note"
        submitLabel={acting?.action === 'suspend' ? t.suspendCampaign : t.dismissReport}
        danger={acting?.action === 'suspend'}
        onSubmit={(note) => act.mutateAsync({ id: acting!.r.id, action: acting!.action, note })}
      />
    </>
  );
}

function Suspended() {
  const t = useT(messages);
  const [page, setPage] = useState(1);
  const q = useSuspended(page);
  const moderate = useModerateCampaign();
  const [acting, setActing] = useState<{ c: AdminSuspendedItem; action: 'reinstate' | 'remove' } | null>(null);
  return (
    <>
      <ListFrame q={q} page={page} onPage={setPage} empty={t.emptySuspended}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((c) => (
              <Item
                key={c._id}
                actions={
                  <>
                    <Button variant="secondary" className={smallButton} onClick={() => setActing({ c, action: 'reinstate' })}>
                      {t.liftSuspension}
                    </Button>
                    {(c.status === 0 || c.status === 1) && (
                      <Button variant="danger" className={smallButton} onClick={() => setActing({ c, action: 'remove' })}>
                        {t.removeAndRefund}
                      </Button>
                    )}
                  </>
                }
              >
                <p className="font-semibold text-slate-900">
                  <Link to={`/campaign/${c.campaign_id}`} className="underline">
                    {c.title}
                  </Link>
                </p>
                <p className="text-xs text-slate-600">
                  {t.suspendedLine({ owner: c.owner, date: formatDate(c.suspended_at), amount: formatNaira(c.pledged) })}
                </p>
                {c.reason && <p className="mt-2 text-sm text-slate-800">{t.reason({ reason: c.reason })}</p>}
              </Item>
            ))}
          </ul>
        )}
      </ListFrame>
      <ReasonDialog
        open={!!acting}
        onClose={() => setActing(null)}
        title={acting?.action === 'remove' ? t.removeTitle : t.liftTitle}
        intro={acting?.action === 'remove' ? t.removeIntro : t.liftIntro}
        label={t.reasonToOwner}
        submitLabel={acting?.action === 'remove' ? t.removeAndRefund : t.liftSuspension}
        danger={acting?.action === 'remove'}
        onSubmit={(reason) => moderate.mutateAsync({ id: acting!.c._id, action: acting!.action, reason })}
      />
    </>
  );
}

/** Reports of campaigns, and the campaigns suspended because of them. */
export function ReportsTab() {
  const t = useT(messages);
  const [view, setView] = useState<View>('open');
  return (
    <>
      <Filter
        label={t.show}
        value={view}
        onChange={setView}
        options={[
          ['open', t.openReports],
          ['suspended', t.suspendedCampaigns],
          ['dismissed', t.dismissedReports],
          ['actioned', t.actionedReports],
          ['all', t.allReports],
        ]}
      />
      {view === 'suspended' ? <Suspended /> : <Reports key={view} status={view} />}
    </>
  );
}
