import { I as $, O as A, b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { K as useLocation, W as Link } from '../entry-server.js';
import { n as Page } from './page-D1qYEQFx.js';
import { n as proseClass } from './legal-doc-KGgxgM8h.js';
import { i as minimumDonation, n as commission, t as claimExample } from './policy-D3QFlXg4.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { a as externalArticleUrl, i as articles, n as ArticleImage, t as ArticleByline } from './article-parts-bC1usGSt.js';
import { t as useTranslatedArticles } from './article-texts-BBVDApcW.js';
// src/features/pages/content/article-bodies.tsx
/** The blog articles' full texts (the metadata is in lib/content/articles.ts), one key per heading or paragraph. */
var messages$1 = i18n('articles/article-bodies', {
  storyIntro:
    'Most people who give to a campaign have never met the person behind it. They decide in the minute it takes to read your page on their phone. These six habits are what we see again and again in the campaigns that reach their goal.',
  story1Title: '1. A title that says who and what',
  story1:
    '“Help Amaka finish her final year of nursing school” tells a donor more than “Please help”. Put a name, the need and, if you can, the place in the title. Keep the summary under 50 characters: it is what people see on the campaign cards and in link previews.',
  story2Title: '2. One honest picture',
  story2:
    'Use a clear, recent photo of the person or the project — taken in daylight, not a logo or a stock image. If the campaign is about someone else, ask their permission first, and think about their dignity: a photo of a smiling patient is more moving than one of a hospital bed.',
  story3Title: '3. Say exactly what the money pays for',
  story3:
    'Break the goal down. “₦380,000 for the surgery, ₦60,000 for drugs and ₦40,000 for two weeks in the ward” is far more convincing than a round number. Donors give more readily when they can picture where their ₦5,000 goes — and the volunteers who vet your campaign will look for the same detail.',
  story4Title: '4. Tell the story in your own words',
  story4:
    'Who are you, what happened, why now, and what will change when the goal is met? Write as you would speak to a neighbour. Short paragraphs read better on a phone. Avoid pressure and exaggeration: people can tell.',
  story5Title: '5. Be ready to be checked',
  story5:
    'Volunteers from your state will verify your campaign before it can take donations. Make their job easy: keep documents such as a hospital estimate, an admission letter or a quotation at hand, and answer their questions quickly. A verified campaign is one donors trust.',
  story6Title: '6. Share it, and keep sharing',
  story6:
    'Your first donors are the people who already know you. Share your campaign link in your family, church, mosque, school and work groups, and ask a few people to share it on. When the campaign closes, post a thank-you with pictures of what the money did: it becomes a success story, and it will help the next person who asks.',
  storyEnd: 'Ready? {start} — it is free, and Ireti only takes {commission} of your goal when you claim what you raised.',
  storyEndLink: 'Start your campaign',
  vettingIntro:
    'On Ireti, a new campaign cannot take a single naira until someone has looked at it. That someone is a volunteer: an ordinary user who lives in the same state as the campaigner and who has been vetted by us first. Here is how it works.',
  vettingWhoTitle: 'Who the volunteers are',
  vettingWho:
    'Anyone can apply — donors, campaigners, students, retirees. Volunteers can still run campaigns of their own. To be registered, an applicant uploads an identity document (a National ID, voter’s card, student ID, international passport or state bill receipt) and an electricity bill as proof of address, and then has an interview with the Ireti team. Those who are accepted are given a grade, and their profile and grade are public.',
  vettingChosenTitle: 'How they are chosen',
  vettingChosen:
    'When a campaign is submitted, it is assigned at random to approved volunteers of the campaigner’s state. Random assignment matters: a campaigner cannot pick a friend to approve them, and no single volunteer decides which campaigns get through. Local matters too: a volunteer in Kano knows which hospital in Kano is real.',
  vettingCheckTitle: 'What they check',
  vettingCheck1: 'Is the person real, and are they who they say they are?',
  vettingCheck2: 'Does the story hold together, and does the goal match the need?',
  vettingCheck3: 'Are the pictures genuine, and is the purpose lawful?',
  vettingCheck4: 'Is the campaign honest about rewards, which must never be financial?',
  vettingVerify:
    'When they are satisfied, the volunteer verifies the campaign and it goes live. A volunteer who is particularly confident can also recommend it for verified status. The volunteers who vetted a campaign are shown on it once it closes, so their work is visible.',
  vettingSlipTitle: 'And if something slips through?',
  vettingSlip:
    'Anyone can report a campaign, and our administrators review every report. Donors’ money is held until a campaign is claimed, so a campaign that is taken down does not take anyone’s money with it.',
  vettingEnd: 'Want to help? {volunteer} in your state.',
  vettingEndLink: 'Become a volunteer',
  donationIntro:
    'When you give on Ireti, the money does not go straight into the campaigner’s account. Here is what happens to it, step by step, and what protects you along the way.',
  donation1Title: '1. You pay through our card payment provider',
  donation1:
    'You choose an amount — at least {minimum} — and pay through our payment provider. Your card details never reach Ireti. There is no service fee: the amount you choose is the amount you are charged. You can give signed in, as a guest, or anonymously.',
  donation2Title: '2. We confirm it, once',
  donation2:
    'Your donation counts only when the provider confirms the payment, and it counts exactly once, even if your connection drops halfway. You get a receipt by e-mail and the campaign’s total goes up.',
  donation3Title: '3. We hold it',
  donation3:
    'Donations stay with Ireti while the campaign is running. Nobody can withdraw them early, and every naira is recorded in our books against the campaign it was given to.',
  donation4Title: '4. The campaigner claims it — or you get it back',
  donation4:
    'When a campaign reaches its goal, its owner can claim the money into a verified Nigerian bank account, once Ireti has approved their identity. Our only fee, {commission} of the goal, is taken then: a campaign with a goal of {goal} that raised {raised} pays {fee} and receives {payout}.',
  donationBack:
    'If the money cannot be used as promised, it comes back to you, in full and automatically, the way you paid (to your card, or to your bank account for a bank transfer or USSD):',
  donationBack1: 'when the campaign is deleted by its creator;',
  donationBack2: 'when donations are closed before the goal was met;',
  donationBack3: 'when your payment arrives after donations had already closed, for example because the goal had just been met.',
  donationBackAfter:
    'We tell you by e-mail when a refund is made; your bank decides how quickly it shows, usually within a few working days.',
  donation5Title: '5. You see what it did',
  donation5:
    'When a campaign is over, its owner closes it with a thank-you message and pictures. You can read them all on our {stories} page.',
  donation5Link: 'success stories',
});
function CampaignStory() {
  const t = useT(messages$1);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('p', { children: t.storyIntro }),
      /* @__PURE__ */ a('h3', { children: t.story1Title }),
      /* @__PURE__ */ a('p', { children: t.story1 }),
      /* @__PURE__ */ a('h3', { children: t.story2Title }),
      /* @__PURE__ */ a('p', { children: t.story2 }),
      /* @__PURE__ */ a('h3', { children: t.story3Title }),
      /* @__PURE__ */ a('p', { children: t.story3 }),
      /* @__PURE__ */ a('h3', { children: t.story4Title }),
      /* @__PURE__ */ a('p', { children: t.story4 }),
      /* @__PURE__ */ a('h3', { children: t.story5Title }),
      /* @__PURE__ */ a('p', { children: t.story5 }),
      /* @__PURE__ */ a('h3', { children: t.story6Title }),
      /* @__PURE__ */ a('p', { children: t.story6 }),
      /* @__PURE__ */ a('p', {
        children: /* @__PURE__ */ a(Rich, {
          text: t.storyEnd,
          parts: {
            commission,
            start: /* @__PURE__ */ a(Link, {
              to: '/create_campaigns',
              children: t.storyEndLink,
            }),
          },
        }),
      }),
    ],
  });
}
function VolunteerVetting() {
  const t = useT(messages$1);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('p', { children: t.vettingIntro }),
      /* @__PURE__ */ a('h3', { children: t.vettingWhoTitle }),
      /* @__PURE__ */ a('p', { children: t.vettingWho }),
      /* @__PURE__ */ a('h3', { children: t.vettingChosenTitle }),
      /* @__PURE__ */ a('p', { children: t.vettingChosen }),
      /* @__PURE__ */ a('h3', { children: t.vettingCheckTitle }),
      /* @__PURE__ */ a('ul', {
        children: [
          /* @__PURE__ */ a('li', { children: t.vettingCheck1 }),
          /* @__PURE__ */ a('li', { children: t.vettingCheck2 }),
          /* @__PURE__ */ a('li', { children: t.vettingCheck3 }),
          /* @__PURE__ */ a('li', { children: t.vettingCheck4 }),
        ],
      }),
      /* @__PURE__ */ a('p', { children: t.vettingVerify }),
      /* @__PURE__ */ a('h3', { children: t.vettingSlipTitle }),
      /* @__PURE__ */ a('p', { children: t.vettingSlip }),
      /* @__PURE__ */ a('p', {
        children: /* @__PURE__ */ a(Rich, {
          text: t.vettingEnd,
          parts: {
            volunteer: /* @__PURE__ */ a(Link, {
              to: '/volunteer',
              children: t.vettingEndLink,
            }),
          },
        }),
      }),
    ],
  });
}
function DonationJourney() {
  const t = useT(messages$1);
  return /* @__PURE__ */ a($, {
    children: [
      /* @__PURE__ */ a('p', { children: t.donationIntro }),
      /* @__PURE__ */ a('h3', { children: t.donation1Title }),
      /* @__PURE__ */ a('p', {
        children: /* @__PURE__ */ a(Rich, {
          text: t.donation1,
          parts: { minimum: minimumDonation },
        }),
      }),
      /* @__PURE__ */ a('h3', { children: t.donation2Title }),
      /* @__PURE__ */ a('p', { children: t.donation2 }),
      /* @__PURE__ */ a('h3', { children: t.donation3Title }),
      /* @__PURE__ */ a('p', { children: t.donation3 }),
      /* @__PURE__ */ a('h3', { children: t.donation4Title }),
      /* @__PURE__ */ a('p', {
        children: /* @__PURE__ */ a(Rich, {
          text: t.donation4,
          parts: {
            commission,
            ...claimExample,
          },
        }),
      }),
      /* @__PURE__ */ a('p', { children: t.donationBack }),
      /* @__PURE__ */ a('ul', {
        children: [
          /* @__PURE__ */ a('li', { children: t.donationBack1 }),
          /* @__PURE__ */ a('li', { children: t.donationBack2 }),
          /* @__PURE__ */ a('li', { children: t.donationBack3 }),
        ],
      }),
      /* @__PURE__ */ a('p', { children: t.donationBackAfter }),
      /* @__PURE__ */ a('h3', { children: t.donation5Title }),
      /* @__PURE__ */ a('p', {
        children: /* @__PURE__ */ a(Rich, {
          text: t.donation5,
          parts: {
            stories: /* @__PURE__ */ a(Link, {
              to: '/success_stories',
              children: t.donation5Link,
            }),
          },
        }),
      }),
    ],
  });
}
var bodies = {
  'write-a-campaign-story-donors-trust': CampaignStory,
  'how-volunteers-vet-campaigns': VolunteerVetting,
  'where-your-donation-goes': DonationJourney,
};
/** An article's full text, by slug (nothing for an unknown slug). */
function ArticleBody({ slug }) {
  const Body = bodies[slug];
  return Body ? /* @__PURE__ */ a(Body, {}) : null;
}
// src/features/pages/blog-articles-page.tsx
var messages = i18n('pages/blog-articles-page', {
  title: 'Blog articles',
  intro: 'Our guides, in full.',
  nav: 'Articles',
  inThisPage: 'In this page',
  readOn: 'Read on blog.ireti.ng',
  readOnLabel: params('{title} (opens in a new tab)'),
  all: 'All articles',
});
/** The three articles written out, each at its own anchor (/blog_articles#<slug>). */
function BlogArticlesPage() {
  const t = useT(messages);
  const list = useTranslatedArticles(articles);
  const { hash } = useLocation();
  A(() => {
    (hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null)?.scrollIntoView();
  }, [hash]);
  return /* @__PURE__ */ a(Page, {
    title: t.title,
    intro: t.intro,
    width: 'max-w-3xl',
    children: [
      /* @__PURE__ */ a('nav', {
        'aria-label': t.nav,
        className: 'rounded-xl bg-slate-50 p-4',
        children: [
          /* @__PURE__ */ a('p', {
            className: 'text-xs font-bold tracking-wide text-slate-500 uppercase',
            children: t.inThisPage,
          }),
          /* @__PURE__ */ a('ol', {
            className: 'mt-2 space-y-1',
            children: list.map((a$1) =>
              /* @__PURE__ */ a(
                'li',
                {
                  children: /* @__PURE__ */ a('a', {
                    href: `#${a$1.slug}`,
                    className: 'inline-block py-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline',
                    children: a$1.title,
                  }),
                },
                a$1.slug,
              ),
            ),
          }),
        ],
      }),
      list.map((a$2) =>
        /* @__PURE__ */ a(
          'article',
          {
            id: a$2.slug,
            'aria-labelledby': `${a$2.slug}-h`,
            className: 'mt-12 scroll-mt-20 border-t border-slate-200 pt-10 first-of-type:border-0 first-of-type:pt-0',
            children: [
              /* @__PURE__ */ a('p', {
                className: 'text-sm font-semibold text-brand-700',
                children: /* @__PURE__ */ a(ArticleByline, {
                  a: a$2,
                  minutes: true,
                }),
              }),
              /* @__PURE__ */ a('h2', {
                id: `${a$2.slug}-h`,
                className: 'mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl',
                children: a$2.title,
              }),
              /* @__PURE__ */ a(ArticleImage, {
                a: a$2,
                className: 'mt-6 aspect-[5/3] w-full rounded-xl object-cover',
              }),
              /* @__PURE__ */ a('div', {
                className: `mt-4 ${proseClass}`,
                children: /* @__PURE__ */ a(ArticleBody, { slug: a$2.slug }),
              }),
              /* @__PURE__ */ a('p', {
                className: 'mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm',
                children: [
                  /* @__PURE__ */ a('a', {
                    href: externalArticleUrl(a$2.slug),
                    target: '_blank',
                    rel: 'noopener noreferrer',
                    className: 'font-semibold text-brand-700 hover:underline',
                    children: [
                      t.readOn,
                      /* @__PURE__ */ a('span', {
                        className: 'sr-only',
                        children: [': ', t.readOnLabel({ title: a$2.title })],
                      }),
                    ],
                  }),
                  /* @__PURE__ */ a(Link, {
                    to: '/blog',
                    className: 'font-semibold text-brand-700 hover:underline',
                    children: t.all,
                  }),
                ],
              }),
            ],
          },
          a$2.slug,
        ),
      ),
    ],
  });
}
export { BlogArticlesPage as default, messages };
