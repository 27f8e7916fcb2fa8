import { useState } from 'react';
import { Link } from 'react-router';
import { ADMIN_SUBSCRIPTION_FILTERS, type AdminSubscription, type AdminSubscriptionFilter } from '@ireti/shared/donations/monthly';
import { formatDate, formatNaira } from '../../../lib/format.ts';
import { count, i18n, params, useT } from '../../../lib/i18n/index.ts';
import { useAdminSubscriptions } from '../api/get-subscriptions.ts';
import { Filter, TextFilter, usePagedFilter } from './filter.tsx';
import { ListFrame } from './list-frame.tsx';

export const messages = i18n('admin/monthly-tab', {
  show: 'Show',
  all: 'all monthly gifts',
  failing: 'last charge failed',
  campaignId: 'Campaign id',
  allCampaigns: 'all campaigns',
  none: 'No monthly gift here.',
  // a gift's state
  pending: 'being set up',
  active: 'active',
  paused: 'paused',
  attention: 'last charge failed',
  cancelled: 'cancelled',
  ended: 'ended',
  perMonth: params('{amount} a month'),
  onDay: params('taken on day {day}'),
  next: params('next charge {date}'),
  noNext: 'no charge planned',
  charges: count({ one: '{count} charge paid', other: '{count} charges paid' }),
  given: params('{amount} given'),
  since: params('since {date}'),
  failures: count({ one: '{count} failed charge', other: '{count} failed charges' }),
  failedOn: params('{date}: {reason}'),
  noReason: 'no reason given',
  endedBecause: params('Ended: {reason}'),
  closed: 'the campaign closed',
  goal_reached: 'the campaign reached its goal',
  suspended: 'the campaign was suspended',
  deleted: 'the campaign was deleted',
  provider: 'stopped at the payment provider',
});

type Texts = ReturnType<typeof messages.get>;

const tone: Record<AdminSubscription['status'], string> = {
  active: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-900',
  paused: 'bg-slate-200 text-slate-800',
  attention: 'bg-red-100 text-red-800',
  cancelled: 'bg-slate-200 text-slate-800',
  ended: 'bg-slate-200 text-slate-800',
};

const KNOWN_REASONS = ['closed', 'goal_reached', 'suspended', 'deleted', 'provider'] as const;
const endReason = (t: Texts, reason: string) =>
  (KNOWN_REASONS as readonly string[]).includes(reason) ? t[reason as (typeof KNOWN_REASONS)[number]] : reason;

/** Monthly gifts (issue 27, decision 092): status, campaign, amount, next charge and failed charges. */
export function MonthlyTab() {
  const t = useT(messages);
  const { value: status, setFilter, page, setPage } = usePagedFilter<AdminSubscriptionFilter>('all');
  const [campaign, setCampaign] = useState('');
  const q = useAdminSubscriptions(status, campaign, page);
  const label = (f: AdminSubscriptionFilter) => (f === 'all' ? t.all : f === 'failing' ? t.failing : t[f]);
  return (
    <>
      <div className="flex flex-wrap items-end gap-x-6">
        <Filter
          label={t.show}
          value={status}
          options={ADMIN_SUBSCRIPTION_FILTERS.map((f) => [f, label(f)] as const)}
          onChange={setFilter}
        />
        <TextFilter
          label={t.campaignId}
          placeholder={t.allCampaigns}
          maxLength={40}
          onApply={(text) => {
            setCampaign(text);
            setPage(1);
          }}
        />
      </div>
      <ListFrame q={q} page={page} onPage={setPage} empty={t.none}>
        {(items: AdminSubscription[]) => (
          <ul className="space-y-2">
            {items.map((s) => (
              <li
                key={s.id}
                data-testid="admin-subscription"
                className="grid grid-cols-1 gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-words text-slate-900">
                    <Link to={`/campaign/${s.campaign_id}`} className="underline">
                      {s.campaign_title}
                    </Link>
                  </p>
                  <p className="break-words text-slate-700">{s.email}</p>
                  <p className="text-xs text-slate-500">
                    {t.onDay({ day: String(s.day_of_month) })} ·{' '}
                    {s.next_payment_at && (s.status === 'active' || s.status === 'attention')
                      ? t.next({ date: formatDate(s.next_payment_at) })
                      : t.noNext}{' '}
                    · {t.charges(s.charges)} · {t.given({ amount: formatNaira(s.given) })} · {t.since({ date: formatDate(s.created) })}
                  </p>
                  {s.status === 'ended' && s.end_reason && (
                    <p className="text-xs text-slate-600">{t.endedBecause({ reason: endReason(t, s.end_reason) })}</p>
                  )}
                  {s.failures > 0 && (
                    <div className="mt-1 text-xs text-red-800">
                      <p className="font-semibold">{t.failures(s.failures)}</p>
                      <ul className="list-disc pl-5">
                        {s.failed_charges.map((f) => (
                          <li key={f.at}>
                            {t.failedOn({ date: formatDate(f.at), reason: f.reason ?? t.noReason })}
                            {f.amount !== null ? ` (${formatNaira(f.amount)})` : ''}
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </div>
                <div className="flex items-center gap-2 sm:flex-col sm:items-end">
                  <span className="text-base font-bold text-slate-900">{t.perMonth({ amount: formatNaira(s.amount) })}</span>
                  <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone[s.status]}`}>{t[s.status]}</span>
                </div>
              </li>
            ))}
          </ul>
        )}
      </ListFrame>
    </>
  );
}
