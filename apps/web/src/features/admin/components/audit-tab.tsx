import { Link } from 'react-router';
import { useAudit } from '../api/get-audit.ts';
import { auditSentence } from './audit-sentence.ts';
import { TextFilter, usePagedFilter } from './filter.tsx';
import { ListFrame } from './list-frame.tsx';

const when = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

/** The audit log: every admin and state-changing action, newest first. */
export function AuditTab() {
  const { value: action, setFilter, page, setPage } = usePagedFilter('');
  const q = useAudit(action, page);
  return (
    <>
      <TextFilter label="Action starts with" placeholder="e.g. volunteer. or campaign.status" maxLength={80} onApply={setFilter} />
      <ListFrame q={q} page={page} onPage={setPage} empty="Nothing recorded.">
        {(items) => (
          <ol className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
            {items.map((e) => (
              <li key={e.id} className="grid grid-cols-1 gap-1 p-3 text-sm sm:grid-cols-[11rem_minmax(0,1fr)]">
                <time dateTime={e.created} className="text-xs text-slate-500">
                  {when.format(new Date(e.created))}
                </time>
                <div className="min-w-0">
                  <p className="break-words text-slate-900">{auditSentence(e)}</p>
                  <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-500">
                    <span className="font-mono">{e.action}</span>
                    {e.actor && <span className="break-all">{e.actor.email}</span>}
                    {e.ip && <span>{e.ip}</span>}
                    {e.campaign_id && (
                      <Link to={`/campaign/${e.campaign_id}`} className="font-semibold text-brand-800 underline">
                        Open campaign
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
