import { A as api, H as useQuery, L as Msg, N as unwrap, R as count, W as Link, o as formatDate } from '../entry-server.js';
import { t as Grade } from './grade-D4OUzAea.js';
import { t as Avatar } from './avatar-Dip7ZbtG.js';
import { b as a, c as params, f as useLocalise, n as i18n, p as useT, v as fill } from './i18n-BuQGntTV.js';
// src/lib/volunteers/get-campaign-volunteers.ts
/** GET /campaign/volunteers/{id}: who verified or recommended a campaign. */
var getCampaignVolunteers = (campaignId, signal) =>
  unwrap(api('GET', `/campaign/volunteers/${encodeURIComponent(campaignId)}`, void 0, { signal }));
function useCampaignVolunteers(campaignId) {
  return useQuery({
    queryKey: ['volunteers', 'campaign', campaignId],
    queryFn: ({ signal }) => getCampaignVolunteers(campaignId, signal),
  });
}
// src/components/volunteers/campaign-volunteers.tsx
var messages = i18n('volunteers/campaign-volunteers', {
  verifiedCount: count({
    one: '{n} campaign verified',
    other: '{n} campaigns verified',
  }),
  profileLabel: params('{name}, volunteer profile'),
  volunteerIn: params('Volunteer in {state}'),
  volunteer: 'Volunteer',
  verified: 'Verified',
  recommended: 'Recommended',
  noLonger: 'No longer a volunteer',
  title: 'Who vouched for this campaign',
  byTeam: 'Verified by the Ireti team.',
  byOne: 'Checked and verified by an Ireti volunteer of the campaign’s state.',
  byMany: 'Checked by Ireti volunteers of the campaign’s state.',
  byTeamOn: params('Verified by the Ireti team on {date}.'),
  byOneOn: params('Checked and verified by an Ireti volunteer of the campaign’s state on {date}.'),
  byManyOn: params('Checked by Ireti volunteers of the campaign’s state on {date}.'),
});
/** "1 campaign verified", "1,250 campaigns verified", in the page's language: `const verifiedCount = useVerifiedCount()`. */
function useVerifiedCount() {
  const t = useT(messages);
  return (n) => fill(t.verifiedCount(n), { n: n.toLocaleString('en-NG') });
}
/** One volunteer who vouched: picture, name (a link to their public profile), state, grade, count. */
function VoucherRow({ v }) {
  const t = useT(messages);
  const verifiedCount = useVerifiedCount();
  const name = `${v.first_name} ${v.last_name}`;
  return /* @__PURE__ */ a('li', {
    className: 'flex items-center gap-3',
    children: [
      /* @__PURE__ */ a(Avatar, {
        src: v.image_url,
        size: 56,
        lazy: true,
        className: 'h-14 w-14 rounded-full border-2 border-brand-100',
      }),
      /* @__PURE__ */ a('div', {
        className: 'min-w-0',
        children: [
          v.has_profile
            ? /* @__PURE__ */ a(Link, {
                to: `/volunteer/${v._id}`,
                className: '-my-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline-offset-2 hover:underline',
                'aria-label': t.profileLabel({ name }),
                children: name,
              })
            : /* @__PURE__ */ a('p', {
                className: 'font-semibold text-slate-900',
                children: name,
              }),
          /* @__PURE__ */ a('p', {
            className: 'text-sm text-slate-600',
            children: [v.state ? t.volunteerIn({ state: v.state }) : t.volunteer, ' · ', verifiedCount(v.verified_count)],
          }),
          /* @__PURE__ */ a('div', {
            className: 'mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-600',
            children: [
              /* @__PURE__ */ a(Grade, { grade: v.grade }),
              v.verified &&
                /* @__PURE__ */ a('span', {
                  className: 'rounded bg-green-100 px-1.5 py-0.5 font-semibold text-green-800',
                  children: t.verified,
                }),
              v.recommended &&
                /* @__PURE__ */ a('span', {
                  className: 'rounded bg-sun-400 px-1.5 py-0.5 font-semibold text-slate-900',
                  children: t.recommended,
                }),
              !v.has_profile && /* @__PURE__ */ a('span', { children: t.noLonger }),
            ],
          }),
        ],
      }),
    ],
  });
}
/**
 * Who vouched for a verified campaign: the volunteers who checked and verified (or recommended) it,
 * each linking to their public profile. Beside the Donate panel while the campaign is live; in
 * place of the tabs once it is closed (spec §2). Nothing while the API has nobody to show (a
 * suspended campaign).
 */
function CampaignVolunteers({ campaignId }) {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useCampaignVolunteers(campaignId);
  if (q.isPending)
    return /* @__PURE__ */ a('div', {
      className: 'h-24 animate-pulse rounded-xl bg-slate-100',
      'aria-hidden': 'true',
    });
  if (q.isError)
    return /* @__PURE__ */ a('p', {
      role: 'alert',
      className: 'text-sm text-red-800',
      children: tr(Msg.errorVolunteers),
    });
  const d = q.data;
  if (!d.verified_by && !d.volunteers.length) return null;
  const verifiers = d.volunteers.filter((v) => v.verified).length;
  const byTeam = d.verified_by === 'admin' && verifiers === 0;
  return /* @__PURE__ */ a('section', {
    'aria-labelledby': `vetted-${campaignId}`,
    className: 'rounded-xl border border-green-200 bg-white p-5 shadow-sm',
    children: [
      /* @__PURE__ */ a('h2', {
        id: `vetted-${campaignId}`,
        className: 'flex items-center gap-2 text-lg font-bold text-slate-900',
        children: [
          /* @__PURE__ */ a('svg', {
            viewBox: '0 0 20 20',
            className: 'h-5 w-5 text-green-700',
            fill: 'currentColor',
            'aria-hidden': 'true',
            children: /* @__PURE__ */ a('path', {
              d: 'M10 1l7 3v5c0 4.5-3 8.3-7 10-4-1.7-7-5.5-7-10V4zm-1 11.6l5.3-5.3-1.4-1.4L9 9.8 7.1 7.9 5.7 9.3z',
            }),
          }),
          t.title,
        ],
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 text-sm text-slate-600',
        children: d.verified_at
          ? (byTeam ? t.byTeamOn : verifiers === 1 ? t.byOneOn : t.byManyOn)({ date: formatDate(d.verified_at) })
          : byTeam
            ? t.byTeam
            : verifiers === 1
              ? t.byOne
              : t.byMany,
      }),
      d.volunteers.length > 0 &&
        /* @__PURE__ */ a('ul', {
          className: 'mt-4 grid grid-cols-1 gap-4',
          children: d.volunteers.map((v) => /* @__PURE__ */ a(VoucherRow, { v }, v._id)),
        }),
    ],
  });
}
export { useVerifiedCount as n, CampaignVolunteers as t };
