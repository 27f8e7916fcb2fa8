import { useId } from 'react';
import type { CampaignMoney, MoneyPayoutStatus } from '@ireti/shared/donations/money';
import { useCampaignMoney } from '../../../lib/donations/get-campaign-money.ts';
import { formatDate, formatNaira } from '../../../lib/format.ts';
import { ListLoading, LoadError } from '../../../components/ui/list-states.tsx';
import { fill } from '@ireti/shared/i18n';
import { count, i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('donations/money-panel', {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed',
  raised: 'Raised',
  donations: count({ one: '{n} donation', other: '{n} donations' }),
  noDonations: 'No donations yet',
  refunded: 'Refunded',
  returned: count({ one: '{n} donation returned', other: '{n} donations returned' }),
  noRefunds: 'No refunds',
  commission: 'Commission',
  commissionNote: '5% of the goal, at the claim',
  paidOut: 'Paid out',
  onItsWay: params('{amount} on its way'),
  held: params('{amount} held for the campaign'),
  whyRefunded: 'Why donors were refunded',
  refundsOnWay: count({ one: '{n} refund is still on the way to the donors.', other: '{n} refunds are still on the way to the donors.' }),
  payouts: 'Payouts to the campaigner',
  to: params('to {bank}'),
  accountEnding: 'account ending ',
  noPayouts: 'No payouts yet',
  title: 'Where the money went',
  intro: 'Every naira given, refunded and paid out, from our books.',
  loading: "Loading the campaign's money",
  loadError: 'The money of this campaign could not be loaded. Please try again later.',
  goesTo: params('Money goes to {name} (account …{last4}), confirmed by volunteer {volunteer}'),
  goesToUnconfirmed: params('Money goes to {name} (account …{last4}) once the campaign’s volunteer confirms the account.'),
  overdue: params('{amount} paid on {date} not yet accounted for'),
  accounted: params('{amount} accounted for with receipts, confirmed by {names}'),
  notAccounted: 'Not yet accounted for with receipts',
});

/** A plural form with its number written as Nigerians read it ("1,250"). */
const plural = (form: (n: number) => string, n: number) => fill(form(n), { n: n.toLocaleString('en-NG') });

const STATUS_CLASS: Record<MoneyPayoutStatus, string> = {
  pending: 'bg-sun-400/30 text-slate-900',
  paid: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  reversed: 'bg-orange-100 text-orange-950',
};

function Figure({ label, value, note }: { label: string; value: string; note: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-3">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-0.5 text-lg font-extrabold break-words text-slate-900 sm:text-xl">{value}</dd>
      <dd className="text-sm text-slate-600">{note}</dd>
    </div>
  );
}

/** The figures and payouts of a campaign's money, as the API summed them from the ledger. */
export function MoneyFigures({ money: m }: { money: CampaignMoney }) {
  const t = useT(messages);
  const tr = useLocalise();
  const payoutsId = useId();
  const r = m.refunded;
  const b = m.beneficiary;
  const overdue = m.payouts.filter((p) => p.overdue);
  return (
    <>
      {b && (
        <p
          className="mb-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-semibold text-green-950"
          data-testid="beneficiary"
        >
          {b.confirmed_by
            ? t.goesTo({ name: b.name, last4: b.account_last4, volunteer: b.confirmed_by })
            : t.goesToUnconfirmed({ name: b.name, last4: b.account_last4 })}
        </p>
      )}
      {overdue.map((p, i) => (
        <p
          key={`overdue-${i}`}
          role="status"
          className="mb-3 rounded-lg border border-orange-300 bg-orange-50 p-3 text-sm font-semibold text-orange-950"
        >
          {t.overdue({ amount: formatNaira(p.amount), date: formatDate(p.paid_at ?? p.date) })}
        </p>
      ))}
      <dl className="grid grid-cols-2 gap-2 sm:gap-3">
        <Figure label={t.raised} value={formatNaira(m.raised)} note={m.donations ? plural(t.donations, m.donations) : t.noDonations} />
        <Figure label={t.refunded} value={formatNaira(r.total)} note={r.count ? plural(t.returned, r.count) : t.noRefunds} />
        <Figure label={t.commission} value={formatNaira(m.commission)} note={t.commissionNote} />
        <Figure
          label={t.paidOut}
          value={formatNaira(m.paid_out)}
          note={m.in_transit ? t.onItsWay({ amount: formatNaira(m.in_transit) }) : t.held({ amount: formatNaira(m.held) })}
        />
      </dl>

      {r.count > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-slate-900">{t.whyRefunded}</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {r.reasons.map((x) => (
              <li key={x.reason} className="flex justify-between gap-3">
                <span>
                  {tr(x.words)} ({x.count})
                </span>
                <span className="font-semibold whitespace-nowrap text-slate-900">{formatNaira(x.total)}</span>
              </li>
            ))}
          </ul>
          {r.on_the_way > 0 && <p className="mt-1 text-sm text-slate-600">{plural(t.refundsOnWay, r.on_the_way)}</p>}
        </div>
      )}

      <h3 id={payoutsId} className="mt-4 text-sm font-bold text-slate-900">
        {t.payouts}
      </h3>
      {m.payouts.length ? (
        <ul aria-labelledby={payoutsId} className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {m.payouts.map((p, i) => (
            <li key={`${i}-${p.date}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {formatNaira(p.amount)} <span className="font-normal text-slate-700">{t.to({ bank: p.bank_name })}</span>{' '}
                  <span className="font-normal whitespace-nowrap text-slate-700">
                    <span aria-hidden="true">····</span>
                    <span className="sr-only">{t.accountEnding}</span>
                    {p.account_last4}
                  </span>
                </p>
                <p className="text-sm text-slate-600">
                  <time dateTime={p.date}>{formatDate(p.date)}</time>
                </p>
                {p.status === 'paid' && (
                  <p className="text-sm text-slate-700">
                    {p.accounted > 0 ? t.accounted({ amount: formatNaira(p.accounted), names: p.confirmed_by.join(', ') }) : t.notAccounted}
                  </p>
                )}
              </div>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_CLASS[p.status]}`}>{t[p.status]}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">{t.noPayouts}</p>
      )}
    </>
  );
}

/** "Where the money went" on a campaign page (issue 14): raised, refunds, commission and payouts. */
export function MoneyPanel({ campaignId }: { campaignId: string }) {
  const t = useT(messages);
  const q = useCampaignMoney(campaignId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-xl font-extrabold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">{t.intro}</p>
      {q.isPending ? <ListLoading label={t.loading} /> : q.isError ? <LoadError>{t.loadError}</LoadError> : <MoneyFigures money={q.data} />}
    </section>
  );
}
