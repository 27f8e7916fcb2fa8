import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { REFUND_REASON_LABEL, type AdminDonation, type AdminPayout, type AdminRefund } from '@ireti/shared/donations/types';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../components/ui/toast.tsx';
import { formatDate, formatNaira } from '../../../lib/format.ts';
import { count, i18n, params, useT } from '../../../lib/i18n/index.ts';
import { useAdminDonations } from '../api/get-donations.ts';
import { useAdminRefunds } from '../api/get-refunds.ts';
import { useAdminPayouts } from '../api/get-payouts.ts';
import { useRetryRefund } from '../api/retry-refund.ts';
import { TextFilter, usePagedFilter } from './filter.tsx';
import { ListFrame } from './list-frame.tsx';
import { smallButton } from './item.tsx';
import { Rich } from '../../../lib/i18n/rich.tsx';
import { Accountability } from './accountability.tsx';

export const messages = i18n('admin/money-tabs', {
  // the states of a donation, a refund and a payout
  pending: 'pending',
  paid: 'paid',
  failed: 'failed',
  abandoned: 'abandoned',
  expired: 'expired',
  refund_pending: 'refund pending',
  refunded: 'refunded',
  sent: 'sent',
  processed: 'processed',
  processing: 'processing',
  // donations
  campaignId: 'Campaign id',
  allCampaigns: 'all campaigns',
  noDonation: 'No donation yet.',
  noName: 'No name given',
  anonymous: 'ANONYMOUS',
  to: 'to {campaign}',
  paidOn: params('paid {date}'),
  // refunds
  noRefund: 'No refund yet.',
  refundedBecause: params('Donation {reference} · refunded because: {reason}'),
  campaignDeleted: 'campaign deleted',
  closedBeforeGoal: 'campaign closed before its goal',
  latePayment: 'paid after donations closed',
  amountMismatch: 'amount paid did not match',
  transferRefused: 'a transfer the campaign could not take',
  attempts: count({ one: '{count} attempt(s)', other: '{count} attempt(s)' }),
  doneOn: params('done {date}'),
  lastError: params('Last error: {error}'),
  retry: 'Retry',
  // payouts
  noPayout: 'No payout yet.',
  raisedLessCommission: params('Raised {raised} − commission {commission}'),
});

type Texts = ReturnType<typeof messages.get>;
type StatusKey =
  'pending' | 'paid' | 'failed' | 'abandoned' | 'expired' | 'refund_pending' | 'refunded' | 'sent' | 'processed' | 'processing';

/** Why a refund was made (REFUND_REASON_LABEL's reasons), in the page's language; one this list does not know, by its label. */
const refundReason = (t: Texts, reason: string) =>
  ({
    campaign_deleted: t.campaignDeleted,
    closed_before_goal: t.closedBeforeGoal,
    late_payment: t.latePayment,
    amount_mismatch: t.amountMismatch,
    transfer_refused: t.transferRefused,
  })[reason] ??
  REFUND_REASON_LABEL[reason] ??
  reason;

const tone: Record<string, string> = {
  paid: 'bg-green-100 text-green-800',
  processed: 'bg-green-100 text-green-800',
  pending: 'bg-amber-100 text-amber-900',
  processing: 'bg-amber-100 text-amber-900',
  sent: 'bg-amber-100 text-amber-900',
  refund_pending: 'bg-amber-100 text-amber-900',
  refunded: 'bg-blue-100 text-blue-800',
  failed: 'bg-red-100 text-red-800',
  abandoned: 'bg-slate-200 text-slate-800',
  expired: 'bg-slate-200 text-slate-800',
};
function Status({ s }: { s: string }) {
  const t = useT(messages);
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone[s] ?? 'bg-slate-100 text-slate-800'}`}>
      {s in tone ? t[s as StatusKey] : s.replace('_', ' ')}
    </span>
  );
}

function Row({ children }: { children: ReactNode }) {
  return (
    <li className="grid grid-cols-1 gap-1 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:gap-4">
      {children}
    </li>
  );
}

/** Every donation, anonymous donors revealed (spec §1: an administrator can see anonymous donors). */
export function DonationsTab() {
  const t = useT(messages);
  const { value: campaign, setFilter, page, setPage } = usePagedFilter('');
  const q = useAdminDonations(campaign, page);
  return (
    <>
      <TextFilter label={t.campaignId} placeholder={t.allCampaigns} maxLength={40} onApply={setFilter} />
      <ListFrame q={q} page={page} onPage={setPage} empty={t.noDonation}>
        {(items: AdminDonation[]) => (
          <ul className="space-y-2">
            {items.map((d) => (
              <Row key={d.reference}>
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    {[d.first_name, d.last_name].filter(Boolean).join(' ') || t.noName}
                    {d.anonymous && (
                      <span className="ml-2 rounded bg-purple-100 px-1.5 py-0.5 text-[10px] font-bold text-purple-800">{t.anonymous}</span>
                    )}
                  </p>
                  <p className="break-all text-slate-600">
                    {d.email}
                    {d.mobile ? ` · ${d.mobile}` : ''}
                  </p>
                  <p className="text-slate-700">
                    <Rich
                      text={t.to}
                      parts={{
                        campaign: (
                          <Link to={`/campaign/${d.campaign_id}`} className="underline">
                            {d.campaign_title}
                          </Link>
                        ),
                      }}
                    />
                  </p>
                  {d.comment && <p className="mt-1 text-slate-700 italic">“{d.comment}”</p>}
                  <p className="mt-1 text-xs text-slate-500">
                    {d.reference} · {formatDate(d.created)}
                    {d.paid_at ? ` · ${t.paidOn({ date: formatDate(d.paid_at) })}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-2 sm:flex-col sm:items-end">
                  <span className="text-base font-bold text-slate-900">{formatNaira(d.amount)}</span>
                  <Status s={d.status} />
                </div>
              </Row>
            ))}
          </ul>
        )}
      </ListFrame>
    </>
  );
}

export function RefundsTab() {
  const t = useT(messages);
  const [page, setPage] = useState(1);
  const q = useAdminRefunds(page);
  const retry = useRetryRefund();
  return (
    <ListFrame q={q} page={page} onPage={setPage} empty={t.noRefund}>
      {(items: AdminRefund[]) => (
        <ul className="space-y-2">
          {items.map((r) => (
            <Row key={r.id}>
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{r.campaign_title}</p>
                <p className="text-slate-600">
                  {t.refundedBecause({ reference: r.donation_reference, reason: refundReason(t, r.reason) })}
                </p>
                <p className="text-xs text-slate-500">
                  {formatDate(r.created)} · {t.attempts(r.attempts)}
                  {r.processed_at ? ` · ${t.doneOn({ date: formatDate(r.processed_at) })}` : ''}
                </p>
                {r.last_error && <p className="mt-1 text-xs text-red-800">{t.lastError({ error: r.last_error })}</p>}
              </div>
              <div className="flex items-center gap-2 sm:flex-col sm:items-end">
                <span className="text-base font-bold text-slate-900">{formatNaira(r.amount)}</span>
                <Status s={r.status} />
                {r.status === 'failed' && (
                  <Button
                    variant="secondary"
                    className={smallButton}
                    loading={retry.isPending && retry.variables === r.id}
                    onClick={async () => toast.reply(await retry.mutateAsync(r.id))}
                  >
                    {t.retry}
                  </Button>
                )}
              </div>
            </Row>
          ))}
        </ul>
      )}
    </ListFrame>
  );
}

export function PayoutsTab() {
  const t = useT(messages);
  const [page, setPage] = useState(1);
  const q = useAdminPayouts(page);
  return (
    <>
      <Accountability />
      <ListFrame q={q} page={page} onPage={setPage} empty={t.noPayout}>
        {(items: AdminPayout[]) => (
          <ul className="space-y-2">
            {items.map((p) => (
              <Row key={p.id}>
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">
                    <Link to={`/campaign/${p.campaign_id}`} className="underline">
                      {p.campaign_title}
                    </Link>
                  </p>
                  <p className="text-slate-600">
                    {p.bank_name} · {p.account_name} · ••••{p.account_last4}
                  </p>
                  <p className="text-xs text-slate-500">
                    {t.raisedLessCommission({ raised: formatNaira(p.raised), commission: formatNaira(p.commission) })} ·{' '}
                    {formatDate(p.created)}
                    {p.paid_at ? ` · ${t.paidOn({ date: formatDate(p.paid_at) })}` : ''}
                  </p>
                </div>
                <div className="flex items-center gap-2 sm:flex-col sm:items-end">
                  <span className="text-base font-bold text-slate-900">{formatNaira(p.amount)}</span>
                  <Status s={p.status} />
                </div>
              </Row>
            ))}
          </ul>
        )}
      </ListFrame>
    </>
  );
}
