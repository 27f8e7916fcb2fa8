import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminDedicatedAccount } from '@ireti/shared/donations/transfers';
import { RequeryButton } from '../../donations/components/transfer-account.tsx';
import { formatDate, formatDateTime, formatNaira } from '../../../lib/format.ts';
import { count, i18n, params, useT } from '../../../lib/i18n/index.ts';
import { useAdminDedicatedAccounts } from '../api/get-dedicated-accounts.ts';
import { ListFrame } from './list-frame.tsx';

export const messages = i18n('admin/accounts-tab', {
  none: 'No account number yet.',
  requested: 'waiting for the bank',
  active: 'active',
  failed: 'refused by the bank',
  deactivating: 'closing',
  deactivated: 'closed',
  received: params('{amount} received'),
  transfers: count({ one: '{count} transfer(s) counted', other: '{count} transfer(s) counted' }),
  returned: count({ one: '{count} sent back', other: '{count} sent back' }),
  since: params('since {date}'),
  closedOn: params('closed {date}'),
  lastError: params('Last error: {error}'),
  lastAsked: params('Bank last asked to look again: {time}'),
});

const tone: Record<AdminDedicatedAccount['status'], string> = {
  active: 'bg-green-100 text-green-800',
  requested: 'bg-amber-100 text-amber-900',
  deactivating: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-800',
  deactivated: 'bg-slate-200 text-slate-800',
};

/** Campaigns' permanent account numbers (issue 27): the bank's answer, and what came in and went back. */
export function AccountsTab() {
  const t = useT(messages);
  const [page, setPage] = useState(1);
  const q = useAdminDedicatedAccounts(page);
  return (
    <ListFrame q={q} page={page} onPage={setPage} empty={t.none}>
      {(items: AdminDedicatedAccount[]) => (
        <ul className="space-y-2">
          {items.map((a) => (
            <li
              key={a.campaign.campaign_id}
              className="grid grid-cols-1 gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4"
            >
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">
                  <Link to={`/campaign/${a.campaign.campaign_id}`} className="underline">
                    {a.campaign.title}
                  </Link>
                </p>
                {a.account_number && (
                  <p className="text-slate-700">
                    {a.bank_name} · <span className="font-mono">{a.account_number}</span> · {a.account_name}
                  </p>
                )}
                <p className="text-xs text-slate-500">
                  {t.transfers(a.transfers)} · {t.returned(a.returned)} · {t.since({ date: formatDate(a.assigned_at ?? a.created) })}
                  {a.deactivated_at ? ` · ${t.closedOn({ date: formatDate(a.deactivated_at) })}` : ''}
                </p>
                {a.last_error && <p className="text-xs text-red-700">{t.lastError({ error: a.last_error })}</p>}
                {a.requeried_at && <p className="text-xs text-slate-500">{t.lastAsked({ time: formatDateTime(a.requeried_at) })}</p>}
                {a.status === 'active' && (
                  <div className="mt-2">
                    <RequeryButton campaignId={a.campaign.campaign_id} compact />
                  </div>
                )}
              </div>
              <div className="flex items-center gap-2 sm:flex-col sm:items-end">
                <span className="text-base font-bold text-slate-900">{t.received({ amount: formatNaira(a.received) })}</span>
                <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone[a.status]}`}>{t[a.status]}</span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}
