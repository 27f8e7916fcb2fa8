import { R as count, o as formatDate } from '../entry-server.js';
import { I as $, b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/lib/content/articles.ts
var BLOG_URL = 'https://blog.ireti.ng';
var externalArticleUrl = (slug) => `${BLOG_URL}/${slug}`;
var articles = [
  {
    slug: 'write-a-campaign-story-donors-trust',
    title: 'How to write a campaign story donors trust',
    excerpt:
      'A clear title, one honest photo and a story that says exactly what the money is for. Six habits of campaigns that reach their goal.',
    date: '2026-11-03',
    readMinutes: 5,
    tag: 'For campaigners',
    image: '/blog/campaign-story.svg',
  },
  {
    slug: 'how-volunteers-vet-campaigns',
    title: 'Inside the vetting: how volunteers check a campaign',
    excerpt:
      'Before a campaign can take a single naira, volunteers from the same state look at it. Who they are, how they are chosen and what they check.',
    date: '2026-10-14',
    readMinutes: 4,
    tag: 'Trust and safety',
    image: '/blog/volunteer-vetting.svg',
  },
  {
    slug: 'where-your-donation-goes',
    title: 'Where your donation goes: holding, claiming and refunds',
    excerpt:
      'Your money is held until the campaign reaches its goal and the campaigner claims it. If it cannot be used as promised, it comes back to you in full.',
    date: '2026-09-22',
    readMinutes: 4,
    tag: 'For donors',
    image: '/blog/donation-journey.svg',
  },
];
/** An article's date in the page's language ("3 November 2026"). */
var articleDate = (iso) =>
  formatDate(`${iso}T00:00:00Z`, {
    month: 'long',
    timeZone: 'UTC',
  });
// src/components/content/article-parts.tsx
var messages = i18n('shell/article-parts', {
  readTime: count({
    one: '{count} min read',
    other: '{count} min read',
  }),
});
/** An article's tag and date, and its reading time with `minutes` (inside the caller's line). */
function ArticleByline({ a: a$1, minutes = false }) {
  const t = useT(messages);
  return /* @__PURE__ */ a($, {
    children: [
      a$1.tag,
      ' · ',
      /* @__PURE__ */ a('time', {
        dateTime: a$1.date,
        children: articleDate(a$1.date),
      }),
      minutes && /* @__PURE__ */ a($, { children: [' · ', t.readTime(a$1.readMinutes)] }),
    ],
  });
}
/** An article's picture (decorative: the title says what it is); loaded lazily unless `eager`. */
function ArticleImage({ a: a$2, className, eager = false }) {
  return /* @__PURE__ */ a('img', {
    src: a$2.image,
    alt: '',
    width: 400,
    height: 240,
    loading: eager ? void 0 : 'lazy',
    decoding: 'async',
    className,
  });
}
export { externalArticleUrl as a, articles as i, ArticleImage as n, BLOG_URL as r, ArticleByline as t };
