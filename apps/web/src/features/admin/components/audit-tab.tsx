import { useAudit } from '../api/get-audit.ts';
import { TextFilter, usePagedFilter } from './filter.tsx';
import { ListFrame } from './list-frame.tsx';

const when = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const summary = (data: Record<string, unknown>) =>
  Object.entries(data)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');

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
                  <p>
                    <span className="font-mono text-xs font-semibold text-brand-800">{e.action}</span>{' '}
                    <span className="text-slate-600">
                      on {e.subject_type} #{e.subject_id}
                    </span>
                  </p>
                  <p className="text-slate-700">
                    {e.actor ? `${e.actor.name} (${e.actor.email})` : 'System or visitor'}
                    {e.ip ? ` · ${e.ip}` : ''}
                  </p>
                  {Object.keys(e.data).length > 0 && <p className="mt-0.5 break-words text-xs text-slate-600">{summary(e.data)}</p>}
                </div>
              </li>
            ))}
          </ol>
        )}
      </ListFrame>
    </>
  );
}
