import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useAudit } from '../api/get-audit.ts';
import { ListFrame } from './list-frame.tsx';

const when = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit' });

const summary = (data: Record<string, unknown>) =>
  Object.entries(data)
    .filter(([, v]) => v !== null && v !== undefined && v !== '')
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');

/** The audit log: every admin and state-changing action, newest first. */
export function AuditTab() {
  const [page, setPage] = useState(1);
  const [action, setAction] = useState('');
  const [text, setText] = useState('');
  const q = useAudit(action, page);
  return (
    <>
      <form
        className="mb-4 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          setAction(text.trim());
          setPage(1);
        }}
      >
        <label className="text-sm font-medium text-slate-700">
          Action starts with
          <input
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={80}
            placeholder="e.g. volunteer. or campaign.status"
            className="mt-1 block min-h-11 rounded-lg border border-slate-300 px-3"
          />
        </label>
        <Button type="submit" variant="secondary">
          Filter
        </Button>
      </form>
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
