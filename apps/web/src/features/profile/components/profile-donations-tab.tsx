import { Link } from 'react-router';
import { Msg } from '@ireti/shared/messages';
import type { MyDonation } from '@ireti/shared/donations/types';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatDate, formatNaira } from '../../../lib/format.ts';
import { useMyDonations } from '../../../lib/donations/get-my-donations.ts';
import { ListLoading, LoadError, ShowMore } from '../../../components/ui/list-states.tsx';
import { i18n, params, useLocalise, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('donations/profile-donations-tab', {
  paid: 'Received',
  refund_pending: 'Refund in progress',
  refunded: 'Refunded',
  campaign_deleted: 'The campaign was deleted.',
  closed_before_goal: 'The campaign closed before reaching its goal.',
  late_payment: 'Your payment arrived after donations had closed.',
  amount_mismatch: 'The payment did not match the donation.',
  loading: 'Loading donations',
  findCampaign: 'Find a campaign to support',
  given: 'Given',
  donations: 'Donations',
  aCampaign: 'A campaign',
  anonymously: 'given anonymously',
  refundedInFull: 'Refunded in full.',
  refundedOn: params('Refunded in full on {date}.'),
  refundOnWay: 'Your refund in full is on its way.',
  reference: params('Reference {reference}'),
  showMore: 'Show more donations',
  monthly: 'Your monthly donations: pause, change or cancel',
});

/** The profile's Donations tab: what the user gave, to which campaign, and any refund. */
const badge: Record<MyDonation['status'], string> = {
  paid: 'bg-green-100 text-green-800',
  refund_pending: 'bg-amber-100 text-amber-900',
  refunded: 'bg-blue-100 text-blue-800',
};
const REASONS = ['campaign_deleted', 'closed_before_goal', 'late_payment', 'amount_mismatch'] as const;
const isReason = (r: string): r is (typeof REASONS)[number] => (REASONS as readonly string[]).includes(r);

export function ProfileDonationsTab() {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useMyDonations();
  if (q.isPending) return <ListLoading label={t.loading} />;
  if (q.isError) return <LoadError>{tr(Msg.donationsLoadFailed)}</LoadError>;
  const first = q.data.pages[0]!;
  const items = q.data.pages.flatMap((p) => p.transactions);
  // Every donor's way to their monthly donations (decision 092).
  const monthly = (
    <p className="mb-4">
      <Link to="/monthly" className="font-semibold text-brand-800 underline">
        {t.monthly}
      </Link>
    </p>
  );
  if (!items.length)
    return (
      <div className="rounded-xl border border-dashed border-slate-300 px-4 py-10 text-center">
        {monthly}
        <p className="text-slate-700">{tr(Msg.noDonations)}</p>
        <Link to="/campaigns" className={buttonClass('primary', 'mt-4')}>
          {t.findCampaign}
        </Link>
      </div>
    );
  return (
    <div>
      {monthly}
      <dl className="mb-4 grid grid-cols-2 gap-3 sm:max-w-md">
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm text-brand-900">{t.given}</dt>
          <dd className="text-2xl font-extrabold text-brand-900">{formatNaira(first.total_amount)}</dd>
        </div>
        <div className="rounded-xl bg-brand-50 p-4">
          <dt className="text-sm text-brand-900">{t.donations}</dt>
          <dd className="text-2xl font-extrabold text-brand-900">{first.total_count.toLocaleString('en-NG')}</dd>
        </div>
      </dl>
      <ul className="space-y-3">
        {items.map((d) => (
          <li key={d._id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                {d.campaign?.campaign_id ? (
                  <Link to={`/campaign/${d.campaign.campaign_id}`} className="font-semibold text-brand-800 hover:underline">
                    {d.campaign.title}
                  </Link>
                ) : (
                  <p className="font-semibold text-slate-900">{d.campaign?.title ?? t.aCampaign}</p>
                )}
                <p className="text-sm text-slate-600">
                  <time dateTime={d.paid_at ?? d.created}>{formatDate(d.paid_at ?? d.created)}</time>
                  {d.anonymous && <> · {t.anonymously}</>}
                </p>
              </div>
              <div className="sm:text-right">
                <p className="text-lg font-bold text-slate-900">{formatNaira(d.amount)}</p>
                <span className={`inline-block rounded px-2 py-0.5 text-xs font-semibold ${badge[d.status]}`}>{t[d.status]}</span>
              </div>
            </div>
            {d.comment && <p className="mt-2 border-l-4 border-brand-200 pl-3 text-sm text-slate-700">{d.comment}</p>}
            {d.refund && (
              <p className="mt-2 text-sm text-slate-700">
                {isReason(d.refund.reason) ? t[d.refund.reason] : ''}{' '}
                {d.refund.status === 'processed'
                  ? d.refund.processed_at
                    ? t.refundedOn({ date: formatDate(d.refund.processed_at) })
                    : t.refundedInFull
                  : t.refundOnWay}
              </p>
            )}
            <p className="mt-1 text-xs text-slate-500">{t.reference({ reference: d.reference })}</p>
          </li>
        ))}
      </ul>
      <ShowMore q={q} label={t.showMore} className="mt-4" />
    </div>
  );
}
