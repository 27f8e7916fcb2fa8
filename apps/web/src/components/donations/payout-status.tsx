import type { PayoutInfo } from '@ireti/shared/donations/types';
import { Spinner } from '../ui/spinner.tsx';
import { formatDate, formatNaira } from '../../lib/format.ts';

/** Where the payout is: on its way (refreshed every few seconds), paid, failed, or reversed by the bank. */
export function PayoutStatus({ payout }: { payout: PayoutInfo }) {
  const to = `${payout.bank_name} ····${payout.account_last4} (${payout.account_name})`;
  if (payout.status === 'paid')
    return (
      <div role="status" className="rounded-xl border border-green-200 bg-green-50 p-5">
        <p className="text-sm font-semibold tracking-wide text-green-800 uppercase">Paid</p>
        <p className="mt-1 text-2xl font-extrabold text-green-900">{formatNaira(payout.amount)}</p>
        <p className="mt-1 text-green-900">
          Sent to {to}
          {payout.paid_at && <> on {formatDate(payout.paid_at)}</>}.
        </p>
        <p className="mt-1 text-xs text-green-800">Reference {payout.reference}</p>
      </div>
    );
  if (payout.status === 'failed' && payout.reversed_at)
    return (
      <div role="alert" className="rounded-xl border border-orange-300 bg-orange-50 p-5">
        <p className="text-sm font-semibold tracking-wide text-orange-900 uppercase">Reversed by the bank</p>
        <p className="mt-1 text-orange-950">
          The {formatNaira(payout.amount)} sent to {to} came back on {formatDate(payout.reversed_at)}
          {payout.last_error ? ` (${payout.last_error})` : ''}. The money is back on your campaign's balance; you can claim again.
        </p>
        <p className="mt-1 text-xs text-orange-900">Reference {payout.reference}</p>
      </div>
    );
  if (payout.status === 'failed')
    return (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-5">
        <p className="text-sm font-semibold tracking-wide text-red-800 uppercase">Transfer failed</p>
        <p className="mt-1 text-red-900">
          The transfer of {formatNaira(payout.amount)} to {to} did not go through{payout.last_error ? `: ${payout.last_error}` : ''}. The
          money is still held for your campaign: check your bank account and claim again.
        </p>
      </div>
    );
  return (
    <div role="status" className="flex items-start gap-4 rounded-xl border border-sun-500 bg-sun-400/15 p-5">
      <Spinner label="Transfer in progress" />
      <div>
        <p className="text-sm font-semibold tracking-wide text-slate-800 uppercase">
          {payout.status === 'pending' ? 'Claim received' : 'Transfer in progress'}
        </p>
        <p className="mt-1 text-slate-900">
          {formatNaira(payout.amount)} is on its way to {to}. This page updates by itself.
        </p>
        {payout.last_error && <p className="mt-1 text-sm text-slate-700">Last attempt: {payout.last_error}. We keep trying.</p>}
        <p className="mt-1 text-xs text-slate-700">Reference {payout.reference}</p>
      </div>
    </div>
  );
}
