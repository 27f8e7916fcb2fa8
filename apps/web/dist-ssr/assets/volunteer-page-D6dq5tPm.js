import {
  C as Spinner,
  D as useAuth,
  L as Msg,
  N as unwrap,
  R as count,
  W as Link,
  j as apiGet,
  x as buttonClass,
} from '../entry-server.js';
import { r as useTitle } from './page-D1qYEQFx.js';
import { i as ShowMore, r as LoadError } from './list-states-BuPyhDkz.js';
import { t as useInfiniteQuery } from './useInfiniteQuery-WGOG1Ob3.js';
import { i as useMyApplication, n as ApplicationStatus, t as useIdTypes } from './id-types-bqB6-VBs.js';
import { t as Grade } from './grade-D4OUzAea.js';
import { t as Avatar } from './avatar-Dip7ZbtG.js';
import { I as $, b as a, c as params, f as useLocalise, n as i18n, p as useT } from './i18n-BuQGntTV.js';
/** GET /volunteer/getvolunteers: approved volunteers, 24 a page from page 0. */
var getVolunteers = (page, signal) =>
  unwrap(
    apiGet(
      '/volunteer/getvolunteers',
      {
        page,
        per_page: 24,
      },
      { signal },
    ),
  );
function useVolunteers() {
  return useInfiniteQuery({
    queryKey: ['volunteers', 'list'],
    queryFn: ({ pageParam, signal }) => getVolunteers(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, _all, lastPage) => (lastPage + 1 < last.total_pages ? lastPage + 1 : void 0),
  });
}
// src/features/volunteers/components/volunteer-card.tsx
var messages$1 = i18n('volunteers/volunteer-card', {
  verified: count({
    one: '{count} campaign verified',
    other: '{count} campaigns verified',
  }),
});
/**
 * One volunteer of the public list: picture, first and last name, grade (spec §2, §3 "Volunteer").
 * The name links to their public profile, and the whole card is the link's target.
 */
function VolunteerCard({ v }) {
  const t = useT(messages$1);
  return /* @__PURE__ */ a('li', {
    className:
      'relative flex flex-col items-center rounded-xl border border-slate-200 bg-white p-4 text-center shadow-sm focus-within:ring-2 focus-within:ring-brand-600 hover:shadow-md',
    children: [
      /* @__PURE__ */ a(Avatar, {
        src: v.image_url,
        size: 80,
        lazy: true,
        className: 'h-20 w-20 rounded-full border-2 border-brand-100',
      }),
      /* @__PURE__ */ a(Link, {
        to: `/volunteer/${v._id}`,
        className: 'mt-3 font-semibold text-slate-900 outline-none after:absolute after:inset-0 after:rounded-xl hover:text-brand-800',
        children: [v.first_name, ' ', v.last_name],
      }),
      v.state &&
        /* @__PURE__ */ a('p', {
          className: 'text-xs text-slate-600',
          children: v.state,
        }),
      /* @__PURE__ */ a(Grade, {
        grade: v.grade,
        className: 'mt-2',
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-1 text-xs text-slate-600',
        children: t.verified(v.verified_count),
      }),
    ],
  });
}
// src/features/volunteers/volunteer-page.tsx
var messages = i18n('volunteers/volunteer-page', {
  pageTitle: 'Volunteer',
  applyTitle: 'Apply',
  applyText: params('Upload an identity document ({types}) and an electricity bill as proof of address.'),
  meetTitle: 'Meet us',
  meetText: 'A member of our team checks your documents and holds a short interview with you. You get a grade from 1 to 5.',
  assignedTitle: 'Get assigned',
  assignedText: 'When a campaign is started in your state, volunteers of that state are chosen at random to check it. You get an e-mail.',
  verifyTitle: 'Verify',
  verifyText:
    'Check that the person and the need are real — call them, visit if you can — then press Verify campaign. It goes live for donations.',
  loading: 'Loading volunteers',
  none: 'No volunteers yet. Be the first in your state.',
  showMore: 'Show More Volunteers',
  community: 'Community',
  heading: 'Be the eyes and ears of donors in your state',
  intro:
    'Every new campaign on Ireti is checked by a volunteer who lives where the campaign is, before it can take a single naira. Volunteers are registered after an ID check, proof of address and an interview, and their grades and profiles are public.',
  become: 'Become a Volunteer',
  whyLabel: 'Why it matters',
  local: 'Checked locally',
  localText: 'by someone of the same state',
  random: 'Chosen at random',
  randomText: 'so nobody picks their friend',
  graded: 'Graded 1 to 5',
  gradedText: 'after an interview',
  profiles: 'Public profiles',
  profilesText: 'so donors know who vouched',
  how: 'How volunteering works',
  askTitle: 'What we ask of every volunteer',
  ask1: 'Be 18 or older, and live in the state whose campaigns you check.',
  ask2: 'Verify only what you checked yourself. When something looks wrong, report the campaign instead.',
  ask3: 'Never take money or gifts from a campaigner. Volunteering is unpaid.',
  ask4: 'You may start campaigns of your own: they are checked by other volunteers.',
  ours: 'Our volunteers',
});
function VolunteersList() {
  const t = useT(messages);
  const tr = useLocalise();
  const q = useVolunteers();
  if (q.isPending) return /* @__PURE__ */ a(Spinner, { label: t.loading });
  if (q.isError) return /* @__PURE__ */ a(LoadError, { children: tr(Msg.errorVolunteers) });
  const all = q.data.pages.flatMap((p) => p.volunteers);
  if (!all.length)
    return /* @__PURE__ */ a('p', {
      className: 'text-slate-700',
      children: t.none,
    });
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('ul', {
        className: 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4',
        children: all.map((v) => /* @__PURE__ */ a(VolunteerCard, { v }, v._id)),
      }),
      /* @__PURE__ */ a(ShowMore, {
        q,
        label: t.showMore,
        className: 'mt-6',
      }),
    ],
  });
}
/** /volunteer (Community): what volunteers do, how to become one, and who they are (spec §2). */
function VolunteerPage() {
  const t = useT(messages);
  const idTypes = useIdTypes();
  useTitle(t.pageTitle);
  const steps = [
    {
      title: t.applyTitle,
      text: t.applyText({ types: idTypes.phrase }),
    },
    {
      title: t.meetTitle,
      text: t.meetText,
    },
    {
      title: t.assignedTitle,
      text: t.assignedText,
    },
    {
      title: t.verifyTitle,
      text: t.verifyText,
    },
  ];
  const { token } = useAuth();
  const a$1 = useMyApplication().data;
  const showApply = !a$1 || (a$1.can_apply && a$1.status !== 'pending');
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('section', {
        className: 'bg-brand-800 text-white',
        children: /* @__PURE__ */ a('div', {
          className:
            'mx-auto grid grid-cols-1 max-w-6xl gap-8 px-4 py-12 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] md:items-center md:py-16',
          children: [
            /* @__PURE__ */ a('div', {
              children: [
                /* @__PURE__ */ a('p', {
                  className: 'text-sm font-semibold tracking-wide text-sun-400 uppercase',
                  children: t.community,
                }),
                /* @__PURE__ */ a('h1', {
                  className: 'mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl',
                  children: t.heading,
                }),
                /* @__PURE__ */ a('p', {
                  className: 'mt-4 max-w-xl text-brand-50',
                  children: t.intro,
                }),
                showApply &&
                  /* @__PURE__ */ a(Link, {
                    to: '/volunteer_document',
                    className: buttonClass('sun', 'mt-6'),
                    children: t.become,
                  }),
              ],
            }),
            /* @__PURE__ */ a('ul', {
              className: 'grid grid-cols-2 gap-3 text-center',
              'aria-label': t.whyLabel,
              children: [
                [t.local, t.localText],
                [t.random, t.randomText],
                [t.graded, t.gradedText],
                [t.profiles, t.profilesText],
              ].map(([a1, b]) =>
                /* @__PURE__ */ a(
                  'li',
                  {
                    className: 'rounded-xl bg-white/10 p-4',
                    children: [
                      /* @__PURE__ */ a('p', {
                        className: 'font-semibold text-white',
                        children: a1,
                      }),
                      /* @__PURE__ */ a('p', {
                        className: 'mt-1 text-xs text-brand-100',
                        children: b,
                      }),
                    ],
                  },
                  a1,
                ),
              ),
            }),
          ],
        }),
      }),
      /* @__PURE__ */ a('div', {
        className: 'mx-auto max-w-6xl space-y-12 px-4 py-10',
        children: [
          token && a$1 && a$1.status !== 'none' && /* @__PURE__ */ a(ApplicationStatus, { a: a$1 }),
          /* @__PURE__ */ a('section', {
            'aria-labelledby': 'how',
            children: [
              /* @__PURE__ */ a('h2', {
                id: 'how',
                className: 'text-2xl font-bold text-brand-900',
                children: t.how,
              }),
              /* @__PURE__ */ a('ol', {
                className: 'mt-5 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4',
                children: steps.map((s, i) =>
                  /* @__PURE__ */ a(
                    'li',
                    {
                      className: 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm',
                      children: [
                        /* @__PURE__ */ a('span', {
                          className: 'flex h-9 w-9 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800',
                          'aria-hidden': 'true',
                          children: i + 1,
                        }),
                        /* @__PURE__ */ a('h3', {
                          className: 'mt-3 font-semibold text-slate-900',
                          children: s.title,
                        }),
                        /* @__PURE__ */ a('p', {
                          className: 'mt-1 text-sm text-slate-700',
                          children: s.text,
                        }),
                      ],
                    },
                    s.title,
                  ),
                ),
              }),
              /* @__PURE__ */ a('div', {
                className: 'mt-6 rounded-xl bg-slate-50 p-5 text-sm text-slate-700',
                children: [
                  /* @__PURE__ */ a('h3', {
                    className: 'font-semibold text-slate-900',
                    children: t.askTitle,
                  }),
                  /* @__PURE__ */ a('ul', {
                    className: 'mt-2 list-disc space-y-1 pl-5',
                    children: [
                      /* @__PURE__ */ a('li', { children: t.ask1 }),
                      /* @__PURE__ */ a('li', { children: t.ask2 }),
                      /* @__PURE__ */ a('li', { children: t.ask3 }),
                      /* @__PURE__ */ a('li', { children: t.ask4 }),
                    ],
                  }),
                ],
              }),
            ],
          }),
          /* @__PURE__ */ a('section', {
            'aria-labelledby': 'who',
            children: [
              /* @__PURE__ */ a('div', {
                className: 'mb-5 flex flex-wrap items-end justify-between gap-3',
                children: [
                  /* @__PURE__ */ a('h2', {
                    id: 'who',
                    className: 'text-2xl font-bold text-brand-900',
                    children: t.ours,
                  }),
                  showApply &&
                    /* @__PURE__ */ a(Link, {
                      to: '/volunteer_document',
                      className: buttonClass('primary'),
                      children: t.become,
                    }),
                ],
              }),
              /* @__PURE__ */ a(VolunteersList, {}),
            ],
          }),
        ],
      }),
    ],
  });
}
export { VolunteerPage as default, messages };
