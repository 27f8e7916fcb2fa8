import { formatDate } from '../format.ts';

/**
 * The blog's articles: what the home teaser and the /blog index need (no bodies, so the home page
 * stays light). The full texts live in features/pages/content/article-bodies.tsx, loaded only by
 * /blog_articles.
 */
export interface ArticleMeta {
  slug: string;
  title: string;
  excerpt: string;
  date: string;
  readMinutes: number;
  tag: string;
  image: string;
}

export const BLOG_URL = 'https://blog.ireti.ng';
export const externalArticleUrl = (slug: string) => `${BLOG_URL}/${slug}`;

export const articles: ArticleMeta[] = [
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
export const articleDate = (iso: string) => formatDate(`${iso}T00:00:00Z`, { month: 'long', timeZone: 'UTC' });
