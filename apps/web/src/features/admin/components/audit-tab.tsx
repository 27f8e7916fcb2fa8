import { Link } from 'react-router';
import { useAudit } from '../api/get-audit.ts';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { auditSentence, messages as sentences } from './audit-sentence.ts';
import { TextFilter, usePagedFilter } from './filter.tsx';
import { ListFrame } from './list-frame.tsx';

export const messages = i18n('admin/audit-tab', {
  filterLabel: 'Action starts with',
  filterPlaceholder: 'e.g. volunteer. or campaign.status',
  empty: 'Nothing recorded.',
  openCampaign: 'Open campaign',
});

/** The audit log: every admin and state-changing action, newest first. */
export function AuditTab() {
  const t = useT(messages);
  const said = useT(sentences);
  const { value: action, setFilter, page, setPage } = usePagedFilter('');
  const q = useAudit(action, page);
  return (
    <>
      <TextFilter label={t.filterLabel} placeholder={t.filterPlaceholder} maxLength={80} onApply={setFilter} />
      <ListFrame q={q} page={page} onPage={setPage} empty={t.empty}>
        {(items) => (
          <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {items.map((e) => (
              <li key={e.id} className="grid grid-cols-1 gap-1 p-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
                <time dateTime={e.created} className="text-xs text-slate-500">
                  {formatDateTime(e.created)}
                </time>
                <div className="min-w-0">
                  <p className="break-words text-slate-900">{auditSentence(e, said)}</p>
                  <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
                    <span className="font-mono">{e.action}</span>
                    {e.actor && <span className="break-all">{e.actor.email}</span>}
                    {e.ip && <span>{e.ip}</span>}
                    {e.campaign_id && (
                      <Link to={`/campaign/${e.campaign_id}`} className="font-semibold text-brand-800 underline">
                        {t.openCampaign}
                      </Link>
                    )}
                  </p>
                </div>
              </li>
            ))}
          </ol>
        )}
      </ListFrame>
    </>
  );
}
