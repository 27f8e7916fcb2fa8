import { A as P, I as $, b as a, c as params, f as useLocalise, n as i18n, p as useT, v as fill } from './i18n-BuQGntTV.js';
import { H as useQuery, N as unwrap, R as count, d as formatNaira, j as apiGet, o as formatDate } from '../entry-server.js';
import { t as donationKeys } from './keys-8VpgdW09.js';
import { n as ListLoading, r as LoadError } from './list-states-BuPyhDkz.js';
// src/lib/donations/get-campaign-money.ts
/** GET /campaigns/{id}/money: where the campaign's money went, summed from the ledger. */
var getCampaignMoney = (campaignId, signal) =>
  unwrap(apiGet(`/campaigns/${encodeURIComponent(campaignId.toLowerCase())}/money`, void 0, { signal }));
function useCampaignMoney(campaignId) {
  return useQuery({
    queryKey: donationKeys.money(campaignId),
    queryFn: ({ signal }) => getCampaignMoney(campaignId, signal),
    retry: false,
    refetchInterval: (q) => (q.state.data?.payouts.some((p) => p.status === 'pending') ? 5e3 : false),
  });
}
// src/components/donations/money-panel.tsx
var messages = i18n('donations/money-panel', {
  pending: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  reversed: 'Reversed',
  raised: 'Raised',
  donations: count({
    one: '{n} donation',
    other: '{n} donations',
  }),
  noDonations: 'No donations yet',
  refunded: 'Refunded',
  returned: count({
    one: '{n} donation returned',
    other: '{n} donations returned',
  }),
  noRefunds: 'No refunds',
  commission: 'Commission',
  commissionNote: '5% of the goal, at the claim',
  paidOut: 'Paid out',
  onItsWay: params('{amount} on its way'),
  held: params('{amount} held for the campaign'),
  whyRefunded: 'Why donors were refunded',
  refundsOnWay: count({
    one: '{n} refund is still on the way to the donors.',
    other: '{n} refunds are still on the way to the donors.',
  }),
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
var plural = (form, n) => fill(form(n), { n: n.toLocaleString('en-NG') });
var STATUS_CLASS = {
  pending: 'bg-sun-400/30 text-slate-900',
  paid: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
  reversed: 'bg-orange-100 text-orange-950',
};
function Figure({ label, value, note }) {
  return /* @__PURE__ */ a('div', {
    className: 'rounded-lg bg-slate-50 p-3',
    children: [
      /* @__PURE__ */ a('dt', {
        className: 'text-sm font-semibold text-slate-700',
        children: label,
      }),
      /* @__PURE__ */ a('dd', {
        className: 'mt-0.5 text-lg font-extrabold break-words text-slate-900 sm:text-xl',
        children: value,
      }),
      /* @__PURE__ */ a('dd', {
        className: 'text-sm text-slate-600',
        children: note,
      }),
    ],
  });
}
/** The figures and payouts of a campaign's money, as the API summed them from the ledger. */
function MoneyFigures({ money: m }) {
  const t = useT(messages);
  const tr = useLocalise();
  const payoutsId = P();
  const r = m.refunded;
  const b = m.beneficiary;
  const overdue = m.payouts.filter((p) => p.overdue);
  return /* @__PURE__ */ a($, {
    children: [
      b &&
        /* @__PURE__ */ a('p', {
          className: 'mb-3 rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-semibold text-green-950',
          'data-testid': 'beneficiary',
          children: b.confirmed_by
            ? t.goesTo({
                name: b.name,
                last4: b.account_last4,
                volunteer: b.confirmed_by,
              })
            : t.goesToUnconfirmed({
                name: b.name,
                last4: b.account_last4,
              }),
        }),
      overdue.map((p, i) =>
        /* @__PURE__ */ a(
          'p',
          {
            role: 'status',
            className: 'mb-3 rounded-lg border border-orange-300 bg-orange-50 p-3 text-sm font-semibold text-orange-950',
            children: t.overdue({
              amount: formatNaira(p.amount),
              date: formatDate(p.paid_at ?? p.date),
            }),
          },
          `overdue-${i}`,
        ),
      ),
      /* @__PURE__ */ a('dl', {
        className: 'grid grid-cols-2 gap-2 sm:gap-3',
        children: [
          /* @__PURE__ */ a(Figure, {
            label: t.raised,
            value: formatNaira(m.raised),
            note: m.donations ? plural(t.donations, m.donations) : t.noDonations,
          }),
          /* @__PURE__ */ a(Figure, {
            label: t.refunded,
            value: formatNaira(r.total),
            note: r.count ? plural(t.returned, r.count) : t.noRefunds,
          }),
          /* @__PURE__ */ a(Figure, {
            label: t.commission,
            value: formatNaira(m.commission),
            note: t.commissionNote,
          }),
          /* @__PURE__ */ a(Figure, {
            label: t.paidOut,
            value: formatNaira(m.paid_out),
            note: m.in_transit ? t.onItsWay({ amount: formatNaira(m.in_transit) }) : t.held({ amount: formatNaira(m.held) }),
          }),
        ],
      }),
      r.count > 0 &&
        /* @__PURE__ */ a('div', {
          className: 'mt-4',
          children: [
            /* @__PURE__ */ a('h3', {
              className: 'text-sm font-bold text-slate-900',
              children: t.whyRefunded,
            }),
            /* @__PURE__ */ a('ul', {
              className: 'mt-1 space-y-1 text-sm text-slate-700',
              children: r.reasons.map((x) =>
                /* @__PURE__ */ a(
                  'li',
                  {
                    className: 'flex justify-between gap-3',
                    children: [
                      /* @__PURE__ */ a('span', { children: [tr(x.words), ' (', x.count, ')'] }),
                      /* @__PURE__ */ a('span', {
                        className: 'font-semibold whitespace-nowrap text-slate-900',
                        children: formatNaira(x.total),
                      }),
                    ],
                  },
                  x.reason,
                ),
              ),
            }),
            r.on_the_way > 0 &&
              /* @__PURE__ */ a('p', {
                className: 'mt-1 text-sm text-slate-600',
                children: plural(t.refundsOnWay, r.on_the_way),
              }),
          ],
        }),
      /* @__PURE__ */ a('h3', {
        id: payoutsId,
        className: 'mt-4 text-sm font-bold text-slate-900',
        children: t.payouts,
      }),
      m.payouts.length
        ? /* @__PURE__ */ a('ul', {
            'aria-labelledby': payoutsId,
            className: 'mt-1 divide-y divide-slate-200 rounded-lg border border-slate-200',
            children: m.payouts.map((p, i) =>
              /* @__PURE__ */ a(
                'li',
                {
                  className: 'flex flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2.5',
                  children: [
                    /* @__PURE__ */ a('div', {
                      className: 'min-w-0 flex-1',
                      children: [
                        /* @__PURE__ */ a('p', {
                          className: 'font-semibold text-slate-900',
                          children: [
                            formatNaira(p.amount),
                            ' ',
                            /* @__PURE__ */ a('span', {
                              className: 'font-normal text-slate-700',
                              children: t.to({ bank: p.bank_name }),
                            }),
                            ' ',
                            /* @__PURE__ */ a('span', {
                              className: 'font-normal whitespace-nowrap text-slate-700',
                              children: [
                                /* @__PURE__ */ a('span', {
                                  'aria-hidden': 'true',
                                  children: '····',
                                }),
                                /* @__PURE__ */ a('span', {
                                  className: 'sr-only',
                                  children: t.accountEnding,
                                }),
                                p.account_last4,
                              ],
                            }),
                          ],
                        }),
                        /* @__PURE__ */ a('p', {
                          className: 'text-sm text-slate-600',
                          children: /* @__PURE__ */ a('time', {
                            dateTime: p.date,
                            children: formatDate(p.date),
                          }),
                        }),
                        p.status === 'paid' &&
                          /* @__PURE__ */ a('p', {
                            className: 'text-sm text-slate-700',
                            children:
                              p.accounted > 0
                                ? t.accounted({
                                    amount: formatNaira(p.accounted),
                                    names: p.confirmed_by.join(', '),
                                  })
                                : t.notAccounted,
                          }),
                      ],
                    }),
                    /* @__PURE__ */ a('span', {
                      className: `rounded-full px-2.5 py-0.5 text-xs font-bold ${STATUS_CLASS[p.status]}`,
                      children: t[p.status],
                    }),
                  ],
                },
                `${i}-${p.date}`,
              ),
            ),
          })
        : /* @__PURE__ */ a('p', {
            className: 'mt-1 text-sm text-slate-600',
            children: t.noPayouts,
          }),
    ],
  });
}
/** "Where the money went" on a campaign page (issue 14): raised, refunds, commission and payouts. */
function MoneyPanel({ campaignId }) {
  const t = useT(messages);
  const q = useCampaignMoney(campaignId);
  const headingId = P();
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': headingId,
    className: 'rounded-xl border border-slate-200 bg-white p-4 sm:p-5',
    children: [
      /* @__PURE__ */ a('h2', {
        id: headingId,
        className: 'text-xl font-extrabold text-slate-900',
        children: t.title,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 mb-3 text-sm text-slate-600',
        children: t.intro,
      }),
      q.isPending
        ? /* @__PURE__ */ a(ListLoading, { label: t.loading })
        : q.isError
          ? /* @__PURE__ */ a(LoadError, { children: t.loadError })
          : /* @__PURE__ */ a(MoneyFigures, { money: q.data }),
    ],
  });
}
export { MoneyPanel };
