import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatNaira } from '../../../lib/format.ts';
import { useClaim } from '../../../lib/donations/get-claim.ts';
import { i18n, useT } from '../../../lib/i18n/index.ts';
import { Rich } from '../../../lib/i18n/rich.tsx';

export const messages = i18n('donations/claim-action', {
  claim: 'Claim funds',
  reversedTitle: 'Reversed by the bank',
  reversed: "{title} — the money is back on your campaign's balance; you can claim again.",
  failedTitle: 'The transfer failed',
  failed: '{title} — the money is still held for your campaign; check your bank account and claim again.',
  claimAgain: 'Claim again',
  pending: 'Payout claim received',
  processing: 'Payout transfer in progress',
  paid: 'Payout paid',
  payout: '{status}: {amount} to {bank} ••••{last4}',
  reference: 'Reference {reference} · {details}',
  details: 'Payout details',
});

/**
 * The owner's money action on a funded campaign: "Claim funds" until a payout is on its way, then
 * the payout's status and reference instead (a claim happens once). A transfer that failed or
 * that the bank sent back offers the claim again.
 */
export function ClaimAction({ campaignId, staged = false }: { campaignId: string; staged?: boolean }) {
  const t = useT(messages);
  const q = useClaim(campaignId, !staged);
  const link = (text: string) => (
    <Link to={`/claim/${campaignId}`} className={buttonClass('sun')}>
      {text}
    </Link>
  );
  // Keep what you raise (issue 25): claimed in stages; the claim page lists them.
  if (staged) return link(t.claim);
  if (q.isPending) return null;
  const p = q.data?.payout;
  if (!p) return link(t.claim);
  if (p.status === 'failed')
    return (
      <div className="basis-full space-y-2">
        <p role="status" className="rounded-lg border border-orange-300 bg-orange-50 px-3 py-2 text-sm text-orange-950">
          {p.reversed_at ? (
            <Rich text={t.reversed} parts={{ title: <strong>{t.reversedTitle}</strong> }} />
          ) : (
            <Rich text={t.failed} parts={{ title: <strong>{t.failedTitle}</strong> }} />
          )}
        </p>
        {link(t.claimAgain)}
      </div>
    );
  const paid = p.status === 'paid';
  return (
    <div
      role="status"
      className={`basis-full rounded-lg border px-3 py-2 text-sm ${paid ? 'border-green-200 bg-green-50 text-green-950' : 'border-sun-500 bg-sun-400/15 text-slate-900'}`}
    >
      <p>
        <Rich
          text={t.payout}
          parts={{ status: <strong>{t[p.status]}</strong>, amount: formatNaira(p.amount), bank: p.bank_name, last4: p.account_last4 }}
        />
      </p>
      <p className="mt-0.5 text-xs">
        <Rich
          text={t.reference}
          parts={{
            reference: <span className="font-mono break-all">{p.reference}</span>,
            details: (
              <Link to={`/claim/${campaignId}`} className="font-semibold underline">
                {t.details}
              </Link>
            ),
          }}
        />
      </p>
    </div>
  );
}
