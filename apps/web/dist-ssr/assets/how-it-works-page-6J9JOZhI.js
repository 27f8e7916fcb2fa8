import { W as Link, x as buttonClass } from '../entry-server.js';
import { n as Page } from './page-D1qYEQFx.js';
import { t as Icon } from './icons-B6PasG8J.js';
import { i as minimumDonation, n as commission, t as claimExample } from './policy-D3QFlXg4.js';
import { b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/features/pages/how-it-works-page.tsx
var messages = i18n('pages/how-it-works-page', {
  title: 'How it works',
  intro:
    'Raising money on Ireti takes four steps. Volunteers vouch for every campaign, and your donors’ money is protected until it is used as promised.',
  fourSteps: 'The four steps',
  stepN: params('Step {n}:'),
  step1Title: 'Submit a title, picture and story',
  step1Text:
    'Say what you are raising money for and how much you need, in naira. Add a clear picture and tell your story honestly: who it helps, what the money pays for, and by when. Choose a donation-based campaign, or a reward-based one if you want to thank donors with a reward.',
  step2Title: 'Share the link',
  step2Text:
    'Every campaign has its own link. Share it on WhatsApp, Facebook, X and Instagram, in your church, mosque, school or workplace group. The preview shows your title, summary and picture, so people see at a glance what you are asking for.',
  step3Title: 'Get vetted by volunteers',
  step3Text:
    'Your campaign is assigned at random to trained volunteers from your own state. They check your story and the person behind it, and verify the campaign. Only then can it take donations — which is why donors trust it.',
  step4Title: 'Accept donations and thank donors',
  step4Text:
    'Donors give by card, signed in, as guests or anonymously, and you see every donation as it is confirmed. When you close the campaign, post a thank-you message with two pictures of what the money did. It becomes a success story.',
  moneyTitle: 'What happens with the money',
  moneyIntro:
    'Ireti works on an all-or-nothing basis: the money goes to the campaigner when the goal is reached, and back to the donors when it cannot be.',
  heldTitle: 'Held until claimed',
  heldBody:
    'Donations are not paid to the campaigner as they arrive. Ireti holds them, and every naira is accounted for, until the campaign reaches its goal and its owner claims it.',
  feeTitle: params('{commission} of the goal, only when claimed'),
  feeBody: params(
    'Once the goal is reached, donations close and the owner — whose identity Ireti has approved — claims the money into a verified Nigerian bank account. Ireti’s only fee, {commission} of the goal, is taken then. Donors pay nothing extra.',
  ),
  refundTitle: 'Refunded in full otherwise',
  refundBody:
    'If the campaign is deleted, if donations close before the goal is met, or if a payment arrives after donations had closed, each donor gets the whole amount back, automatically, the way they paid: to the card, or to the bank account for a bank transfer or USSD.',
  example: 'An example',
  goal: 'Goal',
  raised: 'Raised when donations closed',
  commission: params('Ireti’s commission ({commission} of the goal)'),
  paid: 'Paid to the campaigner',
  volunteersTitle: 'Who are the volunteers?',
  volunteersText:
    'People like you — users and campaigners who applied to help. Each one is registered only after an identity check, a proof of address and an interview. They are selected at random to vet campaigns in their own state, and their profiles and grades are public, so you can always see who vouched for a campaign.',
  becomeVolunteer: 'Become a volunteer',
  givingTitle: 'Giving on Ireti',
  giving1: params('No service fee for donors; the smallest gift is {minimum}.'),
  giving2: 'Give signed in, as a guest, or anonymously with only your e-mail.',
  giving3: 'A receipt by e-mail for every confirmed donation.',
  giving4: 'Rewards on reward-based campaigns are never financial.',
  donorQuestions: 'Questions donors ask',
  readyTitle: 'Ready when you are',
  readyText: params('Starting a campaign is free. You only pay {commission} of your goal when you claim what you raised.'),
  start: 'Start a campaign',
  explore: 'Explore campaigns',
});
var steps = [
  {
    icon: 'edit',
    title: 'step1Title',
    text: 'step1Text',
  },
  {
    icon: 'share',
    title: 'step2Title',
    text: 'step2Text',
  },
  {
    icon: 'people',
    title: 'step3Title',
    text: 'step3Text',
  },
  {
    icon: 'heart',
    title: 'step4Title',
    text: 'step4Text',
  },
];
function HowItWorksPage() {
  const t = useT(messages);
  const money = [
    {
      icon: 'lock',
      title: t.heldTitle,
      body: t.heldBody,
    },
    {
      icon: 'check',
      title: t.feeTitle({ commission }),
      body: t.feeBody({ commission }),
    },
    {
      icon: 'refund',
      title: t.refundTitle,
      body: t.refundBody,
    },
  ];
  return /* @__PURE__ */ a(Page, {
    title: t.title,
    intro: t.intro,
    width: 'max-w-6xl',
    children: [
      /* @__PURE__ */ a('section', {
        'aria-labelledby': 'steps-h',
        children: [
          /* @__PURE__ */ a('h2', {
            id: 'steps-h',
            className: 'sr-only',
            children: t.fourSteps,
          }),
          /* @__PURE__ */ a('ol', {
            className: 'grid gap-6 md:grid-cols-2 lg:grid-cols-4',
            children: steps.map((s, i) =>
              /* @__PURE__ */ a(
                'li',
                {
                  className: 'relative flex flex-col rounded-xl border border-slate-200 bg-white p-5',
                  children: [
                    /* @__PURE__ */ a('div', {
                      className: 'flex items-center gap-3',
                      children: [
                        /* @__PURE__ */ a('span', {
                          className:
                            'flex h-10 w-10 items-center justify-center rounded-full bg-brand-700 text-lg font-extrabold text-white',
                          'aria-hidden': 'true',
                          children: i + 1,
                        }),
                        /* @__PURE__ */ a('span', {
                          className: 'text-brand-700',
                          children: /* @__PURE__ */ a(Icon, { name: s.icon }),
                        }),
                      ],
                    }),
                    /* @__PURE__ */ a('h3', {
                      className: 'mt-4 text-lg font-bold text-slate-900',
                      children: [
                        /* @__PURE__ */ a('span', {
                          className: 'sr-only',
                          children: [t.stepN({ n: i + 1 }), ' '],
                        }),
                        t[s.title],
                      ],
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-2 text-sm leading-relaxed text-slate-600',
                      children: t[s.text],
                    }),
                  ],
                },
                s.icon,
              ),
            ),
          }),
        ],
      }),
      /* @__PURE__ */ a('section', {
        id: 'money',
        'aria-labelledby': 'money-h',
        className: 'mt-16 scroll-mt-20',
        children: [
          /* @__PURE__ */ a('h2', {
            id: 'money-h',
            className: 'text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl',
            children: t.moneyTitle,
          }),
          /* @__PURE__ */ a('p', {
            className: 'mt-2 max-w-3xl text-slate-700',
            children: t.moneyIntro,
          }),
          /* @__PURE__ */ a('ul', {
            className: 'mt-6 grid gap-6 md:grid-cols-3',
            children: money.map((m) =>
              /* @__PURE__ */ a(
                'li',
                {
                  className: 'rounded-xl bg-brand-50 p-5',
                  children: [
                    /* @__PURE__ */ a('span', {
                      className: 'flex h-11 w-11 items-center justify-center rounded-lg bg-white text-brand-700',
                      children: /* @__PURE__ */ a(Icon, { name: m.icon }),
                    }),
                    /* @__PURE__ */ a('h3', {
                      className: 'mt-4 font-bold text-slate-900',
                      children: m.title,
                    }),
                    /* @__PURE__ */ a('p', {
                      className: 'mt-2 text-sm leading-relaxed text-slate-700',
                      children: m.body,
                    }),
                  ],
                },
                m.icon,
              ),
            ),
          }),
          /* @__PURE__ */ a('div', {
            className: 'mt-6 max-w-lg rounded-xl border border-slate-200 p-5',
            children: [
              /* @__PURE__ */ a('h3', {
                className: 'font-bold text-slate-900',
                children: t.example,
              }),
              /* @__PURE__ */ a('dl', {
                className: 'mt-3 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2 text-sm [&_dd]:text-right',
                children: [
                  /* @__PURE__ */ a('dt', {
                    className: 'text-slate-600',
                    children: t.goal,
                  }),
                  /* @__PURE__ */ a('dd', {
                    className: 'font-semibold text-slate-900',
                    children: claimExample.goal,
                  }),
                  /* @__PURE__ */ a('dt', {
                    className: 'text-slate-600',
                    children: t.raised,
                  }),
                  /* @__PURE__ */ a('dd', {
                    className: 'font-semibold text-slate-900',
                    children: claimExample.raised,
                  }),
                  /* @__PURE__ */ a('dt', {
                    className: 'text-slate-600',
                    children: t.commission({ commission }),
                  }),
                  /* @__PURE__ */ a('dd', {
                    className: 'font-semibold text-slate-900',
                    children: claimExample.fee,
                  }),
                  /* @__PURE__ */ a('dt', {
                    className: 'text-slate-600',
                    children: t.paid,
                  }),
                  /* @__PURE__ */ a('dd', {
                    className: 'font-bold text-brand-800',
                    children: claimExample.payout,
                  }),
                ],
              }),
            ],
          }),
        ],
      }),
      /* @__PURE__ */ a('section', {
        'aria-labelledby': 'trust-h',
        className: 'mt-16 grid gap-8 md:grid-cols-2',
        children: [
          /* @__PURE__ */ a('div', {
            children: [
              /* @__PURE__ */ a('h2', {
                id: 'trust-h',
                className: 'text-2xl font-extrabold tracking-tight text-slate-900',
                children: t.volunteersTitle,
              }),
              /* @__PURE__ */ a('p', {
                className: 'mt-3 leading-relaxed text-slate-700',
                children: t.volunteersText,
              }),
              /* @__PURE__ */ a(Link, {
                to: '/volunteer',
                className: 'mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline',
                children: t.becomeVolunteer,
              }),
            ],
          }),
          /* @__PURE__ */ a('div', {
            children: [
              /* @__PURE__ */ a('h2', {
                className: 'text-2xl font-extrabold tracking-tight text-slate-900',
                children: t.givingTitle,
              }),
              /* @__PURE__ */ a('ul', {
                className: 'mt-3 list-disc space-y-2 pl-5 text-slate-700',
                children: [
                  /* @__PURE__ */ a('li', { children: t.giving1({ minimum: minimumDonation }) }),
                  /* @__PURE__ */ a('li', { children: t.giving2 }),
                  /* @__PURE__ */ a('li', { children: t.giving3 }),
                  /* @__PURE__ */ a('li', { children: t.giving4 }),
                ],
              }),
              /* @__PURE__ */ a(Link, {
                to: '/faq#donors',
                className: 'mt-4 inline-flex min-h-11 items-center font-semibold text-brand-700 hover:text-brand-900 hover:underline',
                children: t.donorQuestions,
              }),
            ],
          }),
        ],
      }),
      /* @__PURE__ */ a('div', {
        className: 'mt-16 flex flex-col items-center gap-4 rounded-2xl bg-brand-800 px-6 py-10 text-center text-white',
        children: [
          /* @__PURE__ */ a('h2', {
            className: 'text-2xl font-extrabold tracking-tight',
            children: t.readyTitle,
          }),
          /* @__PURE__ */ a('p', {
            className: 'max-w-xl text-brand-50',
            children: t.readyText({ commission }),
          }),
          /* @__PURE__ */ a('div', {
            className: 'flex flex-col gap-3 sm:flex-row',
            children: [
              /* @__PURE__ */ a(Link, {
                to: '/create_campaigns',
                className: buttonClass('sun', 'px-8'),
                children: t.start,
              }),
              /* @__PURE__ */ a(Link, {
                to: '/campaigns',
                className:
                  'inline-flex min-h-11 items-center justify-center rounded-lg border border-white/40 px-8 text-sm font-semibold text-white hover:bg-white/10',
                children: t.explore,
              }),
            ],
          }),
        ],
      }),
    ],
  });
}
export { HowItWorksPage as default, messages };
