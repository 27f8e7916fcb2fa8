import { r as useTitle } from './page-D1qYEQFx.js';
import { b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/features/auth/components/auth-shell.tsx
var messages = i18n('auth/auth-shell', {
  tagline: 'Hope, raised together.',
  about: 'Nigerians helping Nigerians: for health, school fees, business and every cause that matters.',
  freeTitle: 'Free to start',
  freeText: 'Accounts are free, and donors pay no service fee.',
  vettedTitle: 'Vetted campaigns',
  vettedText: 'Volunteers near you check every campaign before it goes live.',
  safeTitle: 'Safe payments',
  safeText: 'Donations go through a card payment provider, in naira.',
});
function Aside() {
  const t = useT(messages);
  const points = [
    {
      title: t.freeTitle,
      text: t.freeText,
    },
    {
      title: t.vettedTitle,
      text: t.vettedText,
    },
    {
      title: t.safeTitle,
      text: t.safeText,
    },
  ];
  return /* @__PURE__ */ a('aside', {
    className: 'hidden rounded-2xl bg-gradient-to-br from-brand-800 to-brand-600 p-10 text-white shadow-sm lg:block',
    children: [
      /* @__PURE__ */ a('p', {
        className: 'text-sm font-semibold tracking-wide text-sun-400 uppercase',
        children: 'Ireti',
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-3 text-3xl leading-tight font-extrabold',
        children: t.tagline,
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-3 text-brand-100',
        children: t.about,
      }),
      /* @__PURE__ */ a('ul', {
        className: 'mt-8 space-y-5',
        children: points.map((p) =>
          /* @__PURE__ */ a(
            'li',
            {
              className: 'flex gap-3',
              children: [
                /* @__PURE__ */ a('span', {
                  'aria-hidden': 'true',
                  className:
                    'mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-sun-400 text-sm font-bold text-slate-900',
                  children: '✓',
                }),
                /* @__PURE__ */ a('span', {
                  children: [
                    /* @__PURE__ */ a('span', {
                      className: 'block font-semibold',
                      children: p.title,
                    }),
                    /* @__PURE__ */ a('span', {
                      className: 'text-sm text-brand-100',
                      children: p.text,
                    }),
                  ],
                }),
              ],
            },
            p.title,
          ),
        ),
      }),
    ],
  });
}
/**
 * The frame of the sign-in and sign-up screens: a card on a soft brand background; short forms
 * get the brand panel beside them on wide screens, long ones (`wide`) a wider centred card.
 */
function AuthShell({ title, intro, children, wide = false }) {
  useTitle(title);
  return /* @__PURE__ */ a('div', {
    className: 'bg-gradient-to-b from-brand-50 to-white',
    children: /* @__PURE__ */ a('div', {
      className: `mx-auto px-3 py-6 sm:px-4 sm:py-12 ${wide ? 'max-w-3xl' : 'grid max-w-5xl items-stretch gap-8 lg:grid-cols-2'}`,
      children: [
        !wide && /* @__PURE__ */ a(Aside, {}),
        /* @__PURE__ */ a('section', {
          className: 'rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8',
          children: [
            /* @__PURE__ */ a('h1', {
              className: 'text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl',
              children: title,
            }),
            intro &&
              /* @__PURE__ */ a('div', {
                className: 'mt-2 text-slate-600',
                children: intro,
              }),
            /* @__PURE__ */ a('div', {
              className: 'mt-6',
              children,
            }),
          ],
        }),
      ],
    }),
  });
}
export { AuthShell as t };
