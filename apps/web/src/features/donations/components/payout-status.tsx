import type { PayoutInfo } from '@ireti/shared/donations/types';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate, formatNaira } from '../../../lib/format.ts';
import { i18n, params, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('donations/payout-status', {
  paid: 'Paid',
  sentTo: params('Sent to {to}.'),
  sentToOn: params('Sent to {to} on {date}.'),
  reference: params('Reference {reference}'),
  reversedTitle: 'Reversed by the bank',
  reversed: params("The {amount} sent to {to} came back on {date}. The money is back on your campaign's balance; you can claim again."),
  reversedWhy: params(
    "The {amount} sent to {to} came back on {date} ({error}). The money is back on your campaign's balance; you can claim again.",
  ),
  failedTitle: 'Transfer failed',
  failed: params(
    'The transfer of {amount} to {to} did not go through. The money is still held for your campaign: check your bank account and claim again.',
  ),
  failedWhy: params(
    'The transfer of {amount} to {to} did not go through: {error}. The money is still held for your campaign: check your bank account and claim again.',
  ),
  inProgress: 'Transfer in progress',
  received: 'Claim received',
  onItsWay: params('{amount} is on its way to {to}. This page updates by itself.'),
  lastAttempt: params('Last attempt: {error}. We keep trying.'),
});

/** Where the payout is: on its way (refreshed every few seconds), paid, failed, or reversed by the bank. */
export function PayoutStatus({ payout }: { payout: PayoutInfo }) {
  const t = useT(messages);
  const to = `${payout.bank_name} ····${payout.account_last4} (${payout.account_name})`;
  if (payout.status === 'paid')
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-5">
        <p className="text-sm font-semibold tracking-wide text-green-800 uppercase">{t.paid}</p>
        <p className="mt-1 text-2xl font-extrabold text-green-900">{formatNaira(payout.amount)}</p>
        <p className="mt-1 text-green-900">{payout.paid_at ? t.sentToOn({ to, date: formatDate(payout.paid_at) }) : t.sentTo({ to })}</p>
        <p className="mt-1 text-xs text-green-800">{t.reference({ reference: payout.reference })}</p>
      </div>
    );
  if (payout.status === 'failed' && payout.reversed_at)
    return (
      <div role="alert" className="rounded-xl border border-orange-300 bg-orange-50 p-5">
        <p className="text-sm font-semibold tracking-wide text-orange-900 uppercase">{t.reversedTitle}</p>
        <p className="mt-1 text-orange-950">
          {(payout.last_error ? t.reversedWhy : t.reversed)({
            amount: formatNaira(payout.amount),
            to,
            date: formatDate(payout.reversed_at),
            error: payout.last_error ?? '',
          })}
        </p>
        <p className="mt-1 text-xs text-orange-900">{t.reference({ reference: payout.reference })}</p>
      </div>
    );
  if (payout.status === 'failed')
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5">
        <p className="text-sm font-semibold tracking-wide text-red-800 uppercase">{t.failedTitle}</p>
        <p className="mt-1 text-red-900">
          {(payout.last_error ? t.failedWhy : t.failed)({ amount: formatNaira(payout.amount), to, error: payout.last_error ?? '' })}
        </p>
      </div>
    );
  return (
    <div role="status" className="flex items-start gap-4 rounded-xl border border-sun-500 bg-sun-400/15 p-5">
      <Spinner label={t.inProgress} />
      <div>
        <p className="text-sm font-semibold tracking-wide text-slate-800 uppercase">
          {payout.status === 'pending' ? t.received : t.inProgress}
        </p>
        <p className="mt-1 text-slate-900">{t.onItsWay({ amount: formatNaira(payout.amount), to })}</p>
        {payout.last_error && <p className="mt-1 text-sm text-slate-700">{t.lastAttempt({ error: payout.last_error })}</p>}
        <p className="mt-1 text-xs text-slate-700">{t.reference({ reference: payout.reference })}</p>
      </div>
    </div>
  );
}
