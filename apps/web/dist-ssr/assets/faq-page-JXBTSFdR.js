import { W as Link, x as buttonClass } from '../entry-server.js';
import { n as Page } from './page-D1qYEQFx.js';
import { n as proseClass } from './legal-doc-KGgxgM8h.js';
import { a as privacyEffective, i as minimumDonation, n as commission, r as liabilityCap } from './policy-D3QFlXg4.js';
import { I as $, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as Rich } from './rich-CGqdJQIK.js';
// src/features/pages/faq-page.tsx
var messages = i18n('pages/faq-page', {
  title: 'Frequently asked questions',
  intro: 'Straight answers about fees, donations, refunds, volunteers and verified organisations.',
  nav: 'FAQ sections',
  about: 'About',
  whatQ: 'What is Ireti?',
  whatA:
    'Ireti (“hope” in Yoruba) is a Nigerian crowdfunding and donation platform. Individuals and organisations raise money in naira for health, education, business, emergencies and more; donors give by card, signed in or not. Every campaign is checked by volunteers from its own state before it can take donations.',
  costQ: 'How much does Ireti cost?',
  costA:
    'Accounts are free and donors pay no service fee. Ireti takes a commission of {commission} of a campaign’s goal, once, when the campaigner claims the money. There is nothing to pay to start a campaign. See {money}.',
  costLink: 'what happens with the money',
  whoUseQ: 'Who can use Ireti?',
  whoUseA:
    'Anyone aged 18 or older. Young people aged 13 to 17 may use Ireti with a parent’s or guardian’s consent. Children under 13 may not use it.',
  whoStartQ: 'Who can start a campaign?',
  whoStartA:
    'Any individual or organisation with a verified e-mail address. Before your first campaign you submit your identity information (social profiles, a reference person and an identity document; organisations also add a logo, feature images and a registration document). To claim the money, that identity must be approved by an Ireti administrator.',
  checksQ: 'Who checks that a campaign is genuine?',
  checksA:
    'Volunteers. Each new campaign is assigned at random to approved volunteers of the campaigner’s state. They look at the story, the pictures and the person behind it, and verify the campaign before it can accept donations. Their names, profiles and grades are public, so you can see who vouched for a campaign.',
  volunteerQ: 'How do I become a volunteer?',
  volunteerA:
    'Anyone can apply — ordinary users and campaigners alike, and volunteers may still start campaigns of their own. Go to the {volunteerPage} and choose Become a Volunteer. You are registered after an identity check, a proof of address (an electricity bill) and an interview with Ireti, and you are given a grade.',
  volunteerLink: 'volunteer page',
  reportQ: 'Can I report a campaign?',
  reportA:
    'Yes. Anyone can report a campaign from its page. Ireti administrators review every report and can suspend a campaign while they look into it.',
  endQ: 'What happens when a campaign ends?',
  endA: 'Its owner closes it with a thank-you message and two pictures showing what the money did. It then appears among our {stories}.',
  endLink: 'success stories',
  lawQ: 'Which law applies, and what is Ireti liable for?',
  lawA: 'The laws of the Federal Republic of Nigeria, and disputes go before Nigerian courts. As far as the law allows, Ireti’s liability is capped at {cap}. The details are in our {terms}.',
  lawLink: 'terms of use',
  dataQ: 'How is my personal data protected?',
  dataA:
    'We follow the Nigeria Data Protection Act 2023. Our {privacy}, effective {date}, explains what we collect, who can see it and your rights.',
  dataLink: 'privacy policy',
  rewards: 'Rewards and Donations',
  diffQ: 'What is the difference between a donation-based and a reward-based campaign?',
  diffA:
    'In a donation-based campaign you give because you want to help. In a reward-based campaign the campaigner also thanks donors with a reward for a given amount — a product, a shout-out, a visit. Rewards are never financial: no interest, shares or money back.',
  donateQ: 'How do I donate?',
  donateA:
    'Open a live campaign and choose Donate. Enter the amount (at least {minimum}) and pay by card through our payment provider. The campaign’s total updates as soon as the payment is confirmed, and you get a receipt by e-mail.',
  accountQ: 'Do I need an account to donate?',
  accountA:
    'No. You can donate as a guest with your name and e-mail address, or anonymously with your e-mail address only. Signed in, your account details are used.',
  feeQ: 'Is there a fee on my donation?',
  feeA: 'No. Donors pay no service fee: the amount you choose is the amount you are charged.',
  whenQ: 'When does the campaigner get the money?',
  whenA:
    'Donations are held until the campaign reaches its goal. The owner, once their identity is approved, can then claim the money into a verified Nigerian bank account. The payout is what was raised minus {commission} of the goal.',
  missQ: 'What if a campaign does not reach its goal?',
  missA:
    'Ireti is all-or-nothing. If donations close before the goal is met, the campaign cannot be met: nothing is paid out, no commission is taken, and every donor is refunded in full, automatically. Campaigners should set a goal they can reach.',
  rewardQ: 'How do I get my reward?',
  rewardA:
    'The campaigner delivers it, as the campaign describes. The rewards you have earned are listed in the Rewards tab of your profile when you donated while signed in. If a reward does not arrive, contact the campaigner, then {tellUs}.',
  rewardLink: 'tell us',
  orgs: 'Verified Organisations',
  orgWhatQ: 'What is a verified organisation?',
  orgWhatA:
    'An organisation — a business, a non-profit, a student organisation or a government-owned body — whose identity documents, logo, feature images and registration document have been checked and approved by Ireti. Verified organisations are listed on the {orgsPage} page with their campaigns.',
  orgWhatLink: 'Organizations',
  orgHowQ: 'How does my organisation get verified?',
  orgHowA:
    'Sign up as an organisation, then submit your verification information (logo, three feature images, a registration document, social links and a reference person). An administrator reviews it and tells you the result by e-mail. You can update it later under Verification Information in your profile settings.',
  recommendQ: 'Can a campaign be recommended for verified status?',
  recommendA: 'Yes. Volunteers who vet a campaign can recommend it for verified status when they are confident in the people behind it.',
  orgPayQ: 'Do organisations pay more?',
  orgPayA: 'No. Organisations have the same free account and the same {commission} commission on the goal when they claim.',
  donors: 'Donors',
  nameQ: 'Will my name be shown?',
  nameA:
    'Yes, with your amount and comment on the campaign’s page, unless you donate anonymously. Then “Anonymous” is shown to everyone. Ireti administrators can still see who gave, to prevent fraud and meet the law.',
  refundQ: 'When will I get a refund?',
  refundIntro: 'You are refunded in full, automatically, if:',
  refund1: 'the campaign is deleted by its creator;',
  refund2: 'donations close before the goal was met, so the campaign cannot be met;',
  refund3: 'your payment arrives after donations had closed, for example because the goal was already met.',
  refundAfter:
    'The refund goes back the way you paid — to your card, or to your bank account for a bank transfer or USSD — exactly once, and we tell you by e-mail. Your bank decides how long it takes to show, usually a few working days.',
  cardQ: 'Is my card safe?',
  cardA:
    'Your card details go straight to our card payment provider over an encrypted connection. Ireti never sees or stores your full card number.',
  genuineQ: 'How do I know a campaign is genuine?',
  genuineA:
    'Only campaigns verified by volunteers can take donations. Look at who verified it and read the story; for organisations, their page on Ireti shows their details and other campaigns. If something looks wrong, report the campaign: we review every report.',
  seeQ: 'Where can I see my donations?',
  seeA: 'Each confirmed donation is receipted by e-mail. If you donated while signed in, your donations and rewards are also listed in your profile.',
  stillTitle: 'Still have a question?',
  stillText: 'Write to us and we will answer within two working days.',
  contact: 'Contact us',
});
function FaqPage() {
  const t = useT(messages);
  const sections = [
    {
      id: 'about',
      title: t.about,
      items: [
        {
          q: t.whatQ,
          a: /* @__PURE__ */ a('p', { children: t.whatA }),
        },
        {
          q: t.costQ,
          a: /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.costA,
              parts: {
                commission,
                money: /* @__PURE__ */ a(Link, {
                  to: '/how_it_works#money',
                  children: t.costLink,
                }),
              },
            }),
          }),
        },
        {
          q: t.whoUseQ,
          a: /* @__PURE__ */ a('p', { children: t.whoUseA }),
        },
        {
          q: t.whoStartQ,
          a: /* @__PURE__ */ a('p', { children: t.whoStartA }),
        },
        {
          q: t.checksQ,
          a: /* @__PURE__ */ a('p', { children: t.checksA }),
        },
        {
          q: t.volunteerQ,
          a: /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.volunteerA,
              parts: {
                volunteerPage: /* @__PURE__ */ a(Link, {
                  to: '/volunteer',
                  children: t.volunteerLink,
                }),
              },
            }),
          }),
        },
        {
          q: t.reportQ,
          a: /* @__PURE__ */ a('p', { children: t.reportA }),
        },
        {
          q: t.endQ,
          a: /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.endA,
              parts: {
                stories: /* @__PURE__ */ a(Link, {
                  to: '/success_stories',
                  children: t.endLink,
                }),
              },
            }),
          }),
        },
        {
          q: t.lawQ,
          a: /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.lawA,
              parts: {
                cap: liabilityCap,
                terms: /* @__PURE__ */ a(Link, {
                  to: '/terms_of_use',
                  children: t.lawLink,
                }),
              },
            }),
          }),
        },
        {
          q: t.dataQ,
          a: /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.dataA,
              parts: {
                date: privacyEffective,
                privacy: /* @__PURE__ */ a(Link, {
                  to: '/privacy-policy',
                  children: t.dataLink,
                }),
              },
            }),
          }),
        },
      ],
    },
    {
      id: 'rewards-and-donations',
      title: t.rewards,
      items: [
        {
          q: t.diffQ,
          a: /* @__PURE__ */ a('p', { children: t.diffA }),
        },
        {
          q: t.donateQ,
          a: /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.donateA,
              parts: { minimum: minimumDonation },
            }),
          }),
        },
        {
          q: t.accountQ,
          a: /* @__PURE__ */ a('p', { children: t.accountA }),
        },
        {
          q: t.feeQ,
          a: /* @__PURE__ */ a('p', { children: t.feeA }),
        },
        {
          q: t.whenQ,
          a: /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.whenA,
              parts: { commission },
            }),
          }),
        },
        {
          q: t.missQ,
          a: /* @__PURE__ */ a('p', { children: t.missA }),
        },
        {
          q: t.rewardQ,
          a: /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.rewardA,
              parts: {
                tellUs: /* @__PURE__ */ a(Link, {
                  to: '/help',
                  children: t.rewardLink,
                }),
              },
            }),
          }),
        },
      ],
    },
    {
      id: 'verified-organisations',
      title: t.orgs,
      items: [
        {
          q: t.orgWhatQ,
          a: /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.orgWhatA,
              parts: {
                orgsPage: /* @__PURE__ */ a(Link, {
                  to: '/verified_page',
                  children: t.orgWhatLink,
                }),
              },
            }),
          }),
        },
        {
          q: t.orgHowQ,
          a: /* @__PURE__ */ a('p', { children: t.orgHowA }),
        },
        {
          q: t.recommendQ,
          a: /* @__PURE__ */ a('p', { children: t.recommendA }),
        },
        {
          q: t.orgPayQ,
          a: /* @__PURE__ */ a('p', {
            children: /* @__PURE__ */ a(Rich, {
              text: t.orgPayA,
              parts: { commission },
            }),
          }),
        },
      ],
    },
    {
      id: 'donors',
      title: t.donors,
      items: [
        {
          q: t.nameQ,
          a: /* @__PURE__ */ a('p', { children: t.nameA }),
        },
        {
          q: t.refundQ,
          a: /* @__PURE__ */ a($, {
            children: [
              /* @__PURE__ */ a('p', { children: t.refundIntro }),
              /* @__PURE__ */ a('ul', {
                children: [
                  /* @__PURE__ */ a('li', { children: t.refund1 }),
                  /* @__PURE__ */ a('li', { children: t.refund2 }),
                  /* @__PURE__ */ a('li', { children: t.refund3 }),
                ],
              }),
              /* @__PURE__ */ a('p', { children: t.refundAfter }),
            ],
          }),
        },
        {
          q: t.cardQ,
          a: /* @__PURE__ */ a('p', { children: t.cardA }),
        },
        {
          q: t.genuineQ,
          a: /* @__PURE__ */ a('p', { children: t.genuineA }),
        },
        {
          q: t.seeQ,
          a: /* @__PURE__ */ a('p', { children: t.seeA }),
        },
      ],
    },
  ];
  return /* @__PURE__ */ a(Page, {
    title: t.title,
    intro: t.intro,
    children: [
      /* @__PURE__ */ a('nav', {
        'aria-label': t.nav,
        className: 'flex flex-wrap gap-2',
        children: sections.map((s) =>
          /* @__PURE__ */ a(
            'a',
            {
              href: `#${s.id}`,
              className: 'rounded-full border border-brand-200 bg-white px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50',
              children: s.title,
            },
            s.id,
          ),
        ),
      }),
      sections.map((s) =>
        /* @__PURE__ */ a(
          'section',
          {
            id: s.id,
            'aria-labelledby': `${s.id}-h`,
            className: 'mt-10 scroll-mt-20',
            children: [
              /* @__PURE__ */ a('h2', {
                id: `${s.id}-h`,
                className: 'text-2xl font-bold text-slate-900',
                children: s.title,
              }),
              /* @__PURE__ */ a('div', {
                className: 'mt-4 divide-y divide-slate-200 overflow-hidden rounded-xl border border-slate-200',
                children: s.items.map((item) =>
                  /* @__PURE__ */ a(
                    'details',
                    {
                      className: 'group',
                      children: [
                        /* @__PURE__ */ a('summary', {
                          className:
                            'flex cursor-pointer list-none items-center justify-between gap-4 px-4 py-4 font-semibold text-slate-900 hover:bg-slate-50 [&::-webkit-details-marker]:hidden',
                          children: [
                            item.q,
                            /* @__PURE__ */ a('span', {
                              'aria-hidden': 'true',
                              className: 'text-xl leading-none text-brand-700 transition-transform group-open:rotate-45',
                              children: '+',
                            }),
                          ],
                        }),
                        /* @__PURE__ */ a('div', {
                          className: `px-4 pb-4 ${proseClass} [&>p:first-child]:mt-0`,
                          children: item.a,
                        }),
                      ],
                    },
                    item.q,
                  ),
                ),
              }),
            ],
          },
          s.id,
        ),
      ),
      /* @__PURE__ */ a('div', {
        className: 'mt-12 rounded-xl bg-brand-50 p-6 sm:flex sm:items-center sm:justify-between',
        children: [
          /* @__PURE__ */ a('div', {
            children: [
              /* @__PURE__ */ a('h2', {
                className: 'text-lg font-bold text-slate-900',
                children: t.stillTitle,
              }),
              /* @__PURE__ */ a('p', {
                className: 'mt-1 text-slate-700',
                children: t.stillText,
              }),
            ],
          }),
          /* @__PURE__ */ a(Link, {
            to: '/help',
            className: buttonClass('primary', 'mt-4 sm:mt-0'),
            children: t.contact,
          }),
        ],
      }),
    ],
  });
}
export { FaqPage as default, messages };
