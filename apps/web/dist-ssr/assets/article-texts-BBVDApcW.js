import { n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/features/pages/content/article-texts.ts
/**
 * The blog articles' titles, excerpts and tags in the page's language (the metadata itself, in
 * English, is lib/content/articles.ts): what /blog and /blog_articles show of each article.
 */
var messages = i18n('pages/article-texts', {
  storyTitle: 'How to write a campaign story donors trust',
  storyExcerpt:
    'A clear title, one honest photo and a story that says exactly what the money is for. Six habits of campaigns that reach their goal.',
  storyTag: 'For campaigners',
  vettingTitle: 'Inside the vetting: how volunteers check a campaign',
  vettingExcerpt:
    'Before a campaign can take a single naira, volunteers from the same state look at it. Who they are, how they are chosen and what they check.',
  vettingTag: 'Trust and safety',
  donationTitle: 'Where your donation goes: holding, claiming and refunds',
  donationExcerpt:
    'Your money is held until the campaign reaches its goal and the campaigner claims it. If it cannot be used as promised, it comes back to you in full.',
  donationTag: 'For donors',
});
var prefixes = {
  'write-a-campaign-story-donors-trust': 'story',
  'how-volunteers-vet-campaigns': 'vetting',
  'where-your-donation-goes': 'donation',
};
/** The articles with their title, excerpt and tag in the current language (English for one not listed here). */
function useTranslatedArticles(list) {
  const t = useT(messages);
  return list.map((a) => {
    const p = prefixes[a.slug];
    return p
      ? {
          ...a,
          title: t[`${p}Title`],
          excerpt: t[`${p}Excerpt`],
          tag: t[`${p}Tag`],
        }
      : a;
  });
}
export { useTranslatedArticles as t };
