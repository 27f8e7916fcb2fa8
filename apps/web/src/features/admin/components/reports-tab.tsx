import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminReportItem, AdminSuspendedItem } from '@ireti/shared/trust/types';
import { Button } from '../../../components/ui/button.tsx';
import { formatDate, formatNaira } from '../../../lib/format.ts';
import { useReports, type ReportFilter } from '../api/get-reports.ts';
import { useSuspended } from '../api/get-suspended.ts';
import { useActOnReport } from '../api/act-on-report.ts';
import { useModerateCampaign } from '../api/moderate-campaign.ts';
import { Filter } from './filter.tsx';
import { CampaignHead, Item, smallButton } from './item.tsx';
import { ListFrame } from './list-frame.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

type View = ReportFilter | 'suspended';

const statusText = { open: 'Open', dismissed: 'Dismissed', actioned: 'Campaign suspended or removed' } as const;

function Reports({ status }: { status: ReportFilter }) {
  const [page, setPage] = useState(1);
  const q = useReports(status, page);
  const act = useActOnReport();
  const [acting, setActing] = useState<{ r: AdminReportItem; action: 'dismiss' | 'suspend' } | null>(null);
  return (
    <>
      <ListFrame q={q} page={page} onPage={setPage} empty={status === 'open' ? 'No open report. All clear.' : 'No report here.'}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((r) => (
              <Item
                key={r.id}
                actions={
                  r.status === 'open' ? (
                    <>
                      <Button variant="secondary" className={smallButton} onClick={() => setActing({ r, action: 'dismiss' })}>
                        Dismiss
                      </Button>
                      {!r.campaign.suspended && (
                        <Button variant="danger" className={smallButton} onClick={() => setActing({ r, action: 'suspend' })}>
                          Suspend campaign
                        </Button>
                      )}
                    </>
                  ) : undefined
                }
              >
                <CampaignHead campaign={r.campaign} chip={statusText[r.status]} />
                <p className="text-xs text-slate-600">
                  by {r.campaign.owner} · {r.campaign.reports} report(s) in all{r.campaign.suspended ? ' · suspended' : ''}
                </p>
                <blockquote className="mt-3 border-l-4 border-red-200 pl-3 text-sm whitespace-pre-line text-slate-800">
                  {r.message}
                </blockquote>
                <p className="mt-2 text-xs text-slate-600">
                  {r.reporter ? `${r.reporter.name} (${r.reporter.email})` : 'A visitor who was not signed in'} · {formatDate(r.created)}
                </p>
                {r.resolution_note && (
                  <p className="mt-2 text-sm text-slate-700">
                    <span className="font-medium">Note: </span>
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
        title={acting?.action === 'suspend' ? 'Suspend the campaign' : 'Dismiss the report'}
        intro={
          acting?.action === 'suspend'
            ? 'Donations stop and nothing is paid out; the money stays held. Every open report on this campaign is closed. The owner is told the reason.'
            : 'The campaign carries on as before.'
        }
        label={acting?.action === 'suspend' ? 'Reason (sent to the owner)' : 'Note for the record'}
        fieldLabel="Note"
        submitLabel={acting?.action === 'suspend' ? 'Suspend campaign' : 'Dismiss report'}
        danger={acting?.action === 'suspend'}
        onSubmit={(note) => act.mutateAsync({ id: acting!.r.id, action: acting!.action, note })}
      />
    </>
  );
}

function Suspended() {
  const [page, setPage] = useState(1);
  const q = useSuspended(page);
  const moderate = useModerateCampaign();
  const [acting, setActing] = useState<{ c: AdminSuspendedItem; action: 'reinstate' | 'remove' } | null>(null);
  return (
    <>
      <ListFrame q={q} page={page} onPage={setPage} empty="No campaign is suspended.">
        {(items) => (
          <ul className="space-y-3">
            {items.map((c) => (
              <Item
                key={c._id}
                actions={
                  <>
                    <Button variant="secondary" className={smallButton} onClick={() => setActing({ c, action: 'reinstate' })}>
                      Lift suspension
                    </Button>
                    {(c.status === 0 || c.status === 1) && (
                      <Button variant="danger" className={smallButton} onClick={() => setActing({ c, action: 'remove' })}>
                        Remove and refund
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
                  by {c.owner} · suspended {formatDate(c.suspended_at)} · {formatNaira(c.pledged)} held
                </p>
                {c.reason && <p className="mt-2 text-sm text-slate-800">Reason: {c.reason}</p>}
              </Item>
            ))}
          </ul>
        )}
      </ListFrame>
      <ReasonDialog
        open={!!acting}
        onClose={() => setActing(null)}
        title={acting?.action === 'remove' ? 'Remove the campaign' : 'Lift the suspension'}
        intro={
          acting?.action === 'remove'
            ? 'The campaign is deleted and every donor is refunded in full. This cannot be undone.'
            : 'Donations and claims resume as before. The owner is told.'
        }
        label="Reason (sent to the owner)"
        submitLabel={acting?.action === 'remove' ? 'Remove and refund' : 'Lift suspension'}
        danger={acting?.action === 'remove'}
        onSubmit={(reason) => moderate.mutateAsync({ id: acting!.c._id, action: acting!.action, reason })}
      />
    </>
  );
}

/** Reports of campaigns, and the campaigns suspended because of them. */
export function ReportsTab() {
  const [view, setView] = useState<View>('open');
  return (
    <>
      <Filter
        label="Show"
        value={view}
        onChange={setView}
        options={[
          ['open', 'Open reports'],
          ['suspended', 'Suspended campaigns'],
          ['dismissed', 'Dismissed reports'],
          ['actioned', 'Reports acted on'],
          ['all', 'All reports'],
        ]}
      />
      {view === 'suspended' ? <Suspended /> : <Reports key={view} status={view} />}
    </>
  );
}
