import {
  A as api,
  H as useQuery,
  J as useParams,
  L as Msg,
  N as unwrap,
  S as PageSpinner,
  W as Link,
  k as ApiError,
  o as formatDate,
  x as buttonClass,
} from '../entry-server.js';
import { t as Code } from './status-ClvZbWz5.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { t as EmptyList } from './list-states-BuPyhDkz.js';
import { t as Avatar } from './avatar-Dip7ZbtG.js';
import { t as CampaignCard } from './campaign-card-32lIK6tH.js';
import { t as Grade } from './grade-D4OUzAea.js';
import { n as useVerifiedCount } from './campaign-volunteers-BrxxbbaT.js';
import { I as $, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/features/volunteers/api/get-volunteer-profile.ts
/** GET /volunteer/profile/{id}: an approved volunteer's public profile (104 for anyone else). */
var getVolunteerProfile = (id, signal) => unwrap(api('GET', `/volunteer/profile/${encodeURIComponent(id)}`, void 0, { signal }));
function useVolunteerProfile(id) {
  return useQuery({
    queryKey: ['volunteers', 'profile', id],
    queryFn: ({ signal }) => getVolunteerProfile(id, signal),
    retry: false,
  });
}
// src/features/volunteers/volunteer-profile-page.tsx
var messages = i18n('volunteers/volunteer-profile-page', {
  campaignsVerified: 'Campaigns verified',
  grade: 'Grade',
  of5: 'of 5',
  notGraded: 'Not graded yet',
  rank: 'Rank among volunteers',
  ofTotal: params(' of {total}'),
  volunteer: 'Volunteer',
  noSuch: 'There is no volunteer with this id',
  seeAll: 'See all volunteers',
  iretiVolunteer: 'Ireti volunteer',
  vetsIn: params('Vets campaigns in {state}'),
  vets: 'Vets campaigns',
  since: params(' · volunteer since {date}'),
  about: params(
    '{name} was registered after an ID check, proof of address and an interview, and checks campaigns of {state} before they go live: calling the campaigner and checking the story.',
  ),
  theirState: 'their state',
  how: 'How volunteering works',
  verifiedTitle: params('Campaigns {name} verified'),
  liveAndClosed: params('Live and closed campaigns · {count} in all'),
  verifiedOn: params('Verified on {date}'),
  empty: 'No live or closed campaigns to show yet.',
});
function Facts({ v }) {
  const t = useT(messages);
  return /* @__PURE__ */ a('dl', {
    className: 'grid grid-cols-1 gap-3 sm:grid-cols-3',
    children: [
      /* @__PURE__ */ a('div', {
        className: 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        children: [
          /* @__PURE__ */ a('dt', {
            className: 'text-sm text-slate-600',
            children: t.campaignsVerified,
          }),
          /* @__PURE__ */ a('dd', {
            className: 'mt-1 text-3xl font-extrabold text-slate-900',
            children: v.verified_count.toLocaleString('en-NG'),
          }),
        ],
      }),
      /* @__PURE__ */ a('div', {
        className: 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        children: [
          /* @__PURE__ */ a('dt', {
            className: 'text-sm text-slate-600',
            children: t.grade,
          }),
          /* @__PURE__ */ a('dd', {
            className: 'mt-1 flex items-center gap-2',
            children: v.grade
              ? /* @__PURE__ */ a($, {
                  children: [
                    /* @__PURE__ */ a('span', {
                      className: 'text-3xl font-extrabold text-slate-900',
                      children: v.grade,
                    }),
                    /* @__PURE__ */ a('span', {
                      className: 'text-slate-600',
                      children: t.of5,
                    }),
                    /* @__PURE__ */ a(Grade, {
                      grade: v.grade,
                      className: 'ml-1',
                    }),
                  ],
                })
              : /* @__PURE__ */ a('span', {
                  className: 'text-slate-700',
                  children: t.notGraded,
                }),
          }),
        ],
      }),
      /* @__PURE__ */ a('div', {
        className: 'rounded-xl border border-slate-200 bg-white p-4 shadow-sm',
        children: [
          /* @__PURE__ */ a('dt', {
            className: 'text-sm text-slate-600',
            children: t.rank,
          }),
          /* @__PURE__ */ a('dd', {
            className: 'mt-1',
            children: [
              /* @__PURE__ */ a('span', {
                className: 'text-3xl font-extrabold text-slate-900',
                children: ['#', v.rank],
              }),
              /* @__PURE__ */ a('span', {
                className: 'text-slate-600',
                children: t.ofTotal({ total: v.total_volunteers.toLocaleString('en-NG') }),
              }),
            ],
          }),
        ],
      }),
    ],
  });
}
/**
 * /volunteer/{id}: an approved volunteer's public profile (spec §1: "their grading and profiles are
 * public"): picture, name, state, grade, campaigns verified and rank, and the campaigns they verified
 * that are live or closed. Anyone else's id says there is no such volunteer.
 */
function VolunteerProfilePage() {
  const { volunteerId = '' } = useParams();
  const t = useT(messages);
  const tr = useLocalise();
  const verifiedCount = useVerifiedCount();
  const q = useVolunteerProfile(volunteerId);
  const name = q.data ? `${q.data.first_name} ${q.data.last_name}` : t.volunteer;
  useTitle(name);
  if (q.isPending) return /* @__PURE__ */ a(PageSpinner, {});
  if (q.isError) {
    const missing = q.error instanceof ApiError && (q.error.code === Code.NOT_FOUND || q.error.code === Code.VALIDATION);
    return /* @__PURE__ */ a('div', {
      className: 'mx-auto max-w-3xl px-4 py-16 text-center',
      children: [
        /* @__PURE__ */ a('h1', {
          className: 'text-2xl font-extrabold text-slate-900',
          children: missing ? t.noSuch : t.volunteer,
        }),
        !missing &&
          /* @__PURE__ */ a('p', {
            role: 'alert',
            className: 'mt-3 text-lg text-slate-800',
            children: tr(Msg.errorTryAgain),
          }),
        /* @__PURE__ */ a(Link, {
          to: '/volunteer',
          className: buttonClass('secondary', 'mt-6'),
          children: t.seeAll,
        }),
      ],
    });
  }
  const v = q.data;
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('section', {
        className: 'bg-brand-800 text-white',
        children: /* @__PURE__ */ a('div', {
          className: 'mx-auto flex max-w-6xl flex-col items-center gap-5 px-4 py-10 text-center sm:flex-row sm:text-left',
          children: [
            /* @__PURE__ */ a(Avatar, {
              src: v.image_url,
              size: 112,
              alt: name,
              className: 'h-28 w-28 rounded-full border-4 border-white bg-white',
            }),
            /* @__PURE__ */ a('div', {
              children: [
                /* @__PURE__ */ a('p', {
                  className: 'text-sm font-semibold tracking-wide text-sun-400 uppercase',
                  children: t.iretiVolunteer,
                }),
                /* @__PURE__ */ a('h1', {
                  className: 'mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl',
                  children: name,
                }),
                /* @__PURE__ */ a('p', {
                  className: 'mt-1 text-brand-100',
                  children: [
                    v.state ? t.vetsIn({ state: v.state }) : t.vets,
                    v.volunteer_since
                      ? t.since({
                          date: formatDate(v.volunteer_since, {
                            month: 'long',
                            day: false,
                          }),
                        })
                      : '',
                  ],
                }),
              ],
            }),
          ],
        }),
      }),
      /* @__PURE__ */ a('div', {
        className: 'mx-auto max-w-6xl space-y-8 px-4 py-8',
        children: [
          /* @__PURE__ */ a(Facts, { v }),
          /* @__PURE__ */ a('p', {
            className: 'max-w-3xl text-slate-700',
            children: [
              t.about({
                name: v.first_name,
                state: v.state ?? t.theirState,
              }),
              ' ',
              /* @__PURE__ */ a(Link, {
                to: '/volunteer',
                className: 'font-semibold text-brand-800 underline',
                children: t.how,
              }),
            ],
          }),
          /* @__PURE__ */ a('section', {
            'aria-labelledby': 'verified-campaigns',
            children: [
              /* @__PURE__ */ a('h2', {
                id: 'verified-campaigns',
                className: 'text-2xl font-extrabold tracking-tight text-slate-900',
                children: t.verifiedTitle({ name: v.first_name }),
              }),
              /* @__PURE__ */ a('p', {
                className: 'mt-1 text-sm text-slate-600',
                children: t.liveAndClosed({ count: verifiedCount(v.verified_count) }),
              }),
              v.campaigns.length
                ? /* @__PURE__ */ a('ul', {
                    className: 'mt-4 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
                    children: v.campaigns.map((c) =>
                      /* @__PURE__ */ a(
                        'li',
                        {
                          className: 'flex flex-col gap-1',
                          children: [
                            /* @__PURE__ */ a('p', {
                              className: 'text-xs font-semibold text-green-800',
                              children: t.verifiedOn({ date: formatDate(c.verified_at) }),
                            }),
                            /* @__PURE__ */ a('div', {
                              className: 'flex-1',
                              children: /* @__PURE__ */ a(CampaignCard, { campaign: c }),
                            }),
                          ],
                        },
                        c._id,
                      ),
                    ),
                  })
                : /* @__PURE__ */ a('div', {
                    className: 'mt-4',
                    children: /* @__PURE__ */ a(EmptyList, { children: t.empty }),
                  }),
            ],
          }),
        ],
      }),
    ],
  });
}
export { VolunteerProfilePage as default, messages };
