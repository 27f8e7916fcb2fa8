import { T as imageUrl, W as Link, d as formatNaira, w as fallbackToPlaceholder } from '../entry-server.js';
import { n as percentShown } from './percent-DrQ1d-nZ.js';
import { t as StatusBadge } from './status-badge-CFfswYad.js';
import { b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/components/volunteers/campaign-row.tsx
var messages = i18n('volunteers/campaign-row', {
  raised: params('{raised} raised of {goal} · {percent}%'),
  view: 'View',
  viewLabel: params('View {title}'),
});
/** A campaign as a compact row (the Volunteering tab): picture, title, summary, status, View. */
function CampaignRow({ c, note }) {
  const t = useT(messages);
  return /* @__PURE__ */ a('li', {
    className: 'flex gap-3 rounded-xl border border-slate-200 bg-white p-3 shadow-sm',
    children: [
      /* @__PURE__ */ a('img', {
        src: imageUrl(c.imageUrl, 'card'),
        onError: fallbackToPlaceholder,
        alt: '',
        width: 96,
        height: 61,
        loading: 'lazy',
        className: 'h-14 w-20 shrink-0 rounded-lg object-cover sm:h-16 sm:w-24',
      }),
      /* @__PURE__ */ a('div', {
        className: 'min-w-0 flex-1',
        children: [
          /* @__PURE__ */ a('div', {
            className: 'flex flex-wrap items-center gap-x-2 gap-y-1',
            children: [
              /* @__PURE__ */ a(StatusBadge, {
                status: c.status,
                suspended: c.suspended,
              }),
              note &&
                /* @__PURE__ */ a('span', {
                  className: 'text-xs text-slate-600',
                  children: note,
                }),
            ],
          }),
          /* @__PURE__ */ a('p', {
            className: 'mt-1 line-clamp-2 font-semibold text-slate-900',
            children: c.title,
          }),
          /* @__PURE__ */ a('p', {
            className: 'line-clamp-1 text-sm text-slate-600',
            children: c.summary,
          }),
          /* @__PURE__ */ a('div', {
            className: 'mt-1 flex flex-wrap items-center justify-between gap-x-3 text-xs text-slate-600',
            children: [
              /* @__PURE__ */ a('span', {
                children: t.raised({
                  raised: formatNaira(c.pledged),
                  goal: formatNaira(c.amount),
                  percent: percentShown(c.percent, c.pledged),
                }),
              }),
              /* @__PURE__ */ a(Link, {
                to: `/campaign/${c.campaign_id.toLowerCase()}`,
                className: '-mr-1 inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-brand-800 hover:bg-brand-50',
                'aria-label': t.viewLabel({ title: c.title }),
                children: t.view,
              }),
            ],
          }),
        ],
      }),
    ],
  });
}
export { CampaignRow as t };
