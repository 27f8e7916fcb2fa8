import { S as campaignStatusInfo, i as CampaignStatus } from './constants-DBX7dDmi.js';
import { b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/components/ui/status-badge.tsx
var messages = i18n('shell/status-badge', {
  awaiting: 'Awaiting verification',
  live: 'Campaign Live',
  closed: 'Campaign Closed',
  closedForDonations: 'Closed for donations',
  deleted: 'Campaign Deleted',
  suspended: 'Suspended',
});
/** Each status's badge text (the shared labels, in the page's language). */
var labels = {
  [CampaignStatus.AWAITING_VERIFICATION]: 'awaiting',
  [CampaignStatus.ACTIVE]: 'live',
  [CampaignStatus.CLOSED]: 'closed',
  [CampaignStatus.CLOSED_FOR_DONATIONS]: 'closedForDonations',
  [CampaignStatus.DELETED]: 'deleted',
};
/** The colours of spec §4's badges, by the shared status's colour name. */
var colours = {
  orange: 'bg-orange-100 text-orange-900 ring-orange-300',
  green: 'bg-green-100 text-green-900 ring-green-300',
  blue: 'bg-blue-100 text-blue-900 ring-blue-300',
  purple: 'bg-purple-100 text-purple-900 ring-purple-300',
  red: 'bg-red-100 text-red-900 ring-red-300',
};
/** A campaign's status as the spec's badge (§4: label and colour), and "Suspended" when it is. */
function StatusBadge({ status, suspended = false }) {
  const t = useT(messages);
  const known = status in campaignStatusInfo ? status : CampaignStatus.ACTIVE;
  const info = campaignStatusInfo[known];
  const label = t[labels[known]];
  return /* @__PURE__ */ a('span', {
    className: 'inline-flex flex-wrap gap-1',
    children: [
      /* @__PURE__ */ a('span', {
        className: `inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${colours[info.colour]}`,
        children: [
          /* @__PURE__ */ a('span', {
            'aria-hidden': 'true',
            className: 'h-1.5 w-1.5 rounded-full bg-current',
          }),
          label,
        ],
      }),
      suspended &&
        /* @__PURE__ */ a('span', {
          className: 'inline-flex items-center rounded-full bg-slate-800 px-2.5 py-0.5 text-xs font-semibold text-white',
          children: t.suspended,
        }),
    ],
  });
}
export { StatusBadge as t };
