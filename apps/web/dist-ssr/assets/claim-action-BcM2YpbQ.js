import { W as Link, d as formatNaira, x as buttonClass } from '../entry-server.js';
import { t as useClaim } from './get-claim-tPceHpGd.js';
import { b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/components/donations/claim-action.tsx
var messages = i18n('donations/claim-action', {
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
function ClaimAction({ campaignId, staged = false }) {
  const t = useT(messages);
  const q = useClaim(campaignId, !staged);
  const link = (text) =>
    /* @__PURE__ */ a(Link, {
      to: `/claim/${campaignId}`,
      className: buttonClass('sun'),
      children: text,
    });
  if (staged) return link(t.claim);
  if (q.isPending) return null;
  const p = q.data?.payout;
  if (!p) return link(t.claim);
  if (p.status === 'failed')
    return /* @__PURE__ */ a('div', {
      className: 'basis-full space-y-2',
      children: [
        /* @__PURE__ */ a('p', {
          role: 'status',
          className: 'rounded-lg border border-orange-300 bg-orange-50 px-3 py-2 text-sm text-orange-950',
          children: p.reversed_at
            ? /* @__PURE__ */ a(Rich, {
                text: t.reversed,
                parts: { title: /* @__PURE__ */ a('strong', { children: t.reversedTitle }) },
              })
            : /* @__PURE__ */ a(Rich, {
                text: t.failed,
                parts: { title: /* @__PURE__ */ a('strong', { children: t.failedTitle }) },
              }),
        }),
        link(t.claimAgain),
      ],
    });
  const paid = p.status === 'paid';
  return /* @__PURE__ */ a('div', {
    role: 'status',
    className: `basis-full rounded-lg border px-3 py-2 text-sm ${paid ? 'border-green-200 bg-green-50 text-green-950' : 'border-sun-500 bg-sun-400/15 text-slate-900'}`,
    children: [
      /* @__PURE__ */ a('p', {
        children: /* @__PURE__ */ a(Rich, {
          text: t.payout,
          parts: {
            status: /* @__PURE__ */ a('strong', { children: t[p.status] }),
            amount: formatNaira(p.amount),
            bank: p.bank_name,
            last4: p.account_last4,
          },
        }),
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-0.5 text-xs',
        children: /* @__PURE__ */ a(Rich, {
          text: t.reference,
          parts: {
            reference: /* @__PURE__ */ a('span', {
              className: 'font-mono break-all',
              children: p.reference,
            }),
            details: /* @__PURE__ */ a(Link, {
              to: `/claim/${campaignId}`,
              className: 'font-semibold underline',
              children: t.details,
            }),
          },
        }),
      }),
    ],
  });
}
export { ClaimAction };
