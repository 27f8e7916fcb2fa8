import { L as Msg, R as count, d as formatNaira, o as formatDate } from '../entry-server.js';
import { n as DonorAvatar, r as useDonorName, t as useCampaignDonations } from './get-campaign-donations-Ch7FncWl.js';
import { i as ShowMore, n as ListLoading, r as LoadError, t as EmptyList } from './list-states-BuPyhDkz.js';
import { b as a, f as useLocalise, n as i18n, p as useT, v as fill } from './i18n-BuQGntTV.js';
// src/components/donations/donations-tab.tsx
var messages = i18n('donations/donations-tab', {
  loading: 'Loading donations',
  empty: 'No donations yet. Be the first to give.',
  total: count({
    one: '{n} donation',
    other: '{n} donations',
  }),
  showMore: 'Show more donations',
});
/** The campaign page's Donations tab: donor name or 'Anonymous', amount and date, newest first. */
function DonationsTab({ campaignId }) {
  const t = useT(messages);
  const tr = useLocalise();
  const donorName = useDonorName();
  const q = useCampaignDonations(campaignId);
  if (q.isPending) return /* @__PURE__ */ a(ListLoading, { label: t.loading });
  if (q.isError) return /* @__PURE__ */ a(LoadError, { children: tr(Msg.donationsLoadFailed) });
  const items = q.data.pages.flatMap((p) => p.transactions);
  const total = q.data.pages[0]?.total_records ?? 0;
  if (!items.length) return /* @__PURE__ */ a(EmptyList, { children: t.empty });
  return /* @__PURE__ */ a('div', {
    children: [
      /* @__PURE__ */ a('p', {
        className: 'mb-3 text-sm text-slate-600',
        children: fill(t.total(total), { n: total.toLocaleString('en-NG') }),
      }),
      /* @__PURE__ */ a('ul', {
        className: 'divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white',
        children: items.map((d) =>
          /* @__PURE__ */ a(
            'li',
            {
              className: 'flex items-center gap-3 px-4 py-3',
              children: [
                /* @__PURE__ */ a(DonorAvatar, {
                  name: d.first_name,
                  anonymous: d.anonymous,
                }),
                /* @__PURE__ */ a('div', {
                  className: 'min-w-0 flex-1',
                  children: [
                    /* @__PURE__ */ a('p', {
                      className: 'truncate font-semibold text-slate-900',
                      children: donorName(d),
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'text-sm text-slate-600',
                      children: /* @__PURE__ */ a('time', {
                        dateTime: d.created,
                        children: formatDate(d.created),
                      }),
                    }),
                  ],
                }),
                /* @__PURE__ */ a('p', {
                  className: 'font-bold whitespace-nowrap text-brand-800',
                  children: formatNaira(d.amount),
                }),
              ],
            },
            d._id,
          ),
        ),
      }),
      /* @__PURE__ */ a(ShowMore, {
        q,
        label: t.showMore,
        className: 'mt-4',
      }),
    ],
  });
}
export { DonationsTab };
