import { useId } from 'react';
import type { CampaignMoney, MoneyPayoutStatus } from '@ireti/shared/donations/money';
import { useCampaignMoney } from '../../lib/donations/get-campaign-money.ts';
import { formatDate, formatNaira } from '../../lib/format.ts';
import { ListLoading, LoadError } from '../ui/list-states.tsx';

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-NG')} ${n === 1 ? one : many}`;

const STATUS: Record<MoneyPayoutStatus, { label: string; className: string }> = {
  pending: { label: 'Pending', className: 'bg-sun-400/30 text-slate-900' },
  paid: { label: 'Paid', className: 'bg-green-100 text-green-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900' },
  reversed: { label: 'Reversed', className: 'bg-orange-100 text-orange-950' },
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
  const payoutsId = useId();
  const r = m.refunded;
  return (
    <>
      <dl className="grid grid-cols-2 gap-2 sm:gap-3">
        <Figure label="Raised" value={formatNaira(m.raised)} note={m.donations ? plural(m.donations, 'donation') : 'No donations yet'} />
        <Figure label="Refunded" value={formatNaira(r.total)} note={r.count ? `${plural(r.count, 'donation')} returned` : 'No refunds'} />
        <Figure label="Commission" value={formatNaira(m.commission)} note="5% of the goal, at the claim" />
        <Figure
          label="Paid out"
          value={formatNaira(m.paid_out)}
          note={m.in_transit ? `${formatNaira(m.in_transit)} on its way` : `${formatNaira(m.held)} held for the campaign`}
        />
      </dl>

      {r.count > 0 && (
        <div className="mt-4">
          <h3 className="text-sm font-bold text-slate-900">Why donors were refunded</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {r.reasons.map((x) => (
              <li key={x.reason} className="flex justify-between gap-3">
                <span>
                  {x.words} ({x.count})
                </span>
                <span className="font-semibold whitespace-nowrap text-slate-900">{formatNaira(x.total)}</span>
              </li>
            ))}
          </ul>
          {r.on_the_way > 0 && (
            <p className="mt-1 text-sm text-slate-600">
              {plural(r.on_the_way, 'refund is', 'refunds are')} still on the way to the donors.
            </p>
          )}
        </div>
      )}

      <h3 id={payoutsId} className="mt-4 text-sm font-bold text-slate-900">
        Payouts to the campaigner
      </h3>
      {m.payouts.length ? (
        <ul aria-labelledby={payoutsId} className="mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200">
          {m.payouts.map((p, i) => (
            <li key={`${i}-${p.date}`} className="flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5">
              <div className="min-w-0 flex-1">
                <p className="font-semibold text-slate-900">
                  {formatNaira(p.amount)} <span className="font-normal text-slate-700">to {p.bank_name}</span>{' '}
                  <span className="font-normal whitespace-nowrap text-slate-700">
                    <span aria-hidden="true">····</span>
                    <span className="sr-only">account ending </span>
                    {p.account_last4}
                  </span>
                </p>
                <p className="text-sm text-slate-600">
                  <time dateTime={p.date}>{formatDate(p.date)}</time>
                </p>
              </div>
              <span className={`rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS[p.status].className}`}>{STATUS[p.status].label}</span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">No payouts yet</p>
      )}
    </>
  );
}

/** "Where the money went" on a campaign page (issue 14): raised, refunds, commission and payouts. */
export function MoneyPanel({ campaignId }: { campaignId: string }) {
  const q = useCampaignMoney(campaignId);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="text-xl font-extrabold text-slate-900">
        Where the money went
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600">Every naira given, refunded and paid out, from our books.</p>
      {q.isPending ? (
        <ListLoading label="Loading the campaign's money" />
      ) : q.isError ? (
        <LoadError>The money of this campaign could not be loaded. Please try again later.</LoadError>
      ) : (
        <MoneyFigures money={q.data} />
      )}
    </section>
  );
}
