import { Link } from 'react-router';
import { buttonClass } from '../ui/button.tsx';
import { formatNaira } from '../../lib/format.ts';
import { useClaim } from '../../lib/donations/get-claim.ts';

const label = { pending: 'Claim received', processing: 'Transfer in progress', paid: 'Paid' } as const;

/**
 * The owner's money action on a funded campaign: "Claim funds" until a payout is on its way, then
 * the payout's status and reference instead (a claim happens once). A transfer that failed or
 * that the bank sent back offers the claim again.
 */
export function ClaimAction({ campaignId }: { campaignId: string }) {
  const q = useClaim(campaignId);
  const link = (text: string) => (
    <Link to={`/claim/${campaignId}`} className={buttonClass('sun')}>
      {text}
    </Link>
  );
  if (q.isPending) return null;
  const p = q.data?.payout;
  if (!p) return link('Claim funds');
  if (p.status === 'failed')
    return (
      <div className="basis-full space-y-2">
        <p role="status" className="rounded-lg border border-orange-300 bg-orange-50 px-3 py-2 text-sm text-orange-950">
          {p.reversed_at ? (
            <>
              <strong>Reversed by the bank</strong> — the money is back on your campaign's balance; you can claim again.
            </>
          ) : (
            <>
              <strong>The transfer failed</strong> — the money is still held for your campaign; check your bank account and claim again.
            </>
          )}
        </p>
        {link('Claim again')}
      </div>
    );
  const paid = p.status === 'paid';
  return (
    <div
      role="status"
      className={`basis-full rounded-lg border px-3 py-2 text-sm ${paid ? 'border-green-200 bg-green-50 text-green-950' : 'border-sun-500 bg-sun-400/15 text-slate-900'}`}
    >
      <p>
        <strong>Payout {label[p.status].toLowerCase()}</strong>: {formatNaira(p.amount)} to {p.bank_name} ••••{p.account_last4}
      </p>
      <p className="mt-0.5 text-xs">
        Reference <span className="font-mono break-all">{p.reference}</span> ·{' '}
        <Link to={`/claim/${campaignId}`} className="font-semibold underline">
          Payout details
        </Link>
      </p>
    </div>
  );
}
