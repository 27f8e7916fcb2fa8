import { b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as useInfiniteQuery } from './useInfiniteQuery-WGOG1Ob3.js';
import { N as unwrap, j as apiGet } from '../entry-server.js';
import { t as donationKeys } from './keys-8VpgdW09.js';
// src/components/donations/donor-avatar.tsx
var messages = i18n('donations/donor-avatar', {
  aDonor: 'A donor',
  transferFrom: params('Transfer from {name}'),
  aTransfer: 'A bank transfer',
});
/** A round initial for a donor (no photos of donors are shown); a heart for anonymous ones. */
function DonorAvatar({ name, anonymous }) {
  return /* @__PURE__ */ a('span', {
    'aria-hidden': 'true',
    className: `flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-sm font-bold ${anonymous ? 'bg-slate-200 text-slate-600' : 'bg-brand-100 text-brand-800'}`,
    children: anonymous
      ? /* @__PURE__ */ a('svg', {
          viewBox: '0 0 20 20',
          className: 'h-5 w-5',
          fill: 'currentColor',
          children: /* @__PURE__ */ a('path', { d: 'M10 17.5s-7-4.2-7-9.2A3.8 3.8 0 0 1 10 6a3.8 3.8 0 0 1 7 2.3c0 5-7 9.2-7 9.2z' }),
        })
      : (name.trim()[0] ?? '?').toUpperCase(),
  });
}
/** A donor's name as the lists show it ("A donor" when it has none): `const donorName = useDonorName()`. */
function useDonorName() {
  const t = useT(messages);
  return (d) => {
    const name = `${d.first_name} ${d.last_name}`.trim();
    if (d.transfer && !d.anonymous) return name ? t.transferFrom({ name }) : t.aTransfer;
    return name || t.aDonor;
  };
}
// src/lib/donations/get-campaign-donations.ts
var PER_PAGE = 10;
/** GET /donations/{campaignId}: confirmed donations, newest first; `comments` keeps those with a comment. */
var getCampaignDonations = (campaignId, page, comments, signal) =>
  unwrap(
    apiGet(
      `/donations/${encodeURIComponent(campaignId.toLowerCase())}`,
      {
        page,
        per_page: PER_PAGE,
        comments: comments ? 1 : void 0,
      },
      { signal },
    ),
  );
function useCampaignDonations(campaignId, comments = false) {
  return useInfiniteQuery({
    queryKey: donationKeys.campaign(campaignId, comments),
    queryFn: ({ pageParam, signal }) => getCampaignDonations(campaignId, pageParam, comments, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.current_page < last.total_pages ? last.current_page + 1 : void 0),
  });
}
export { DonorAvatar as n, useDonorName as r, useCampaignDonations as t };
