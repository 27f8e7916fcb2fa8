import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { proseClass } from './components/legal-doc.tsx';
import { ArticleBody } from './content/article-bodies.tsx';
import { articles, externalArticleUrl } from '../../lib/content/articles.ts';
import { ArticleByline, ArticleImage } from './components/article-parts.tsx';
import { i18n, params, useT } from '../../lib/i18n/index.ts';
import { useTranslatedArticles } from './content/article-texts.ts';

export const messages = i18n('pages/blog-articles-page', {
  title: 'Blog articles',
  intro: 'Our guides, in full.',
  nav: 'Articles',
  inThisPage: 'In this page',
  readOn: 'Read on blog.ireti.ng',
  readOnLabel: params('{title} (opens in a new tab)'),
  all: 'All articles',
});

/** The three articles written out, each at its own anchor (/blog_articles#<slug>). */
export default function BlogArticlesPage() {
  const t = useT(messages);
  const list = useTranslatedArticles(articles);
  const { hash } = useLocation();
  useEffect(() => {
    const el = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    el?.scrollIntoView();
  }, [hash]);

  return (
    <Page title={t.title} intro={t.intro} width="max-w-3xl">
      <nav aria-label={t.nav} className="rounded-xl bg-slate-50 p-4">
        <p className="text-xs font-bold tracking-wide text-slate-500 uppercase">{t.inThisPage}</p>
        <ol className="mt-2 space-y-1">
          {list.map((a) => (
            <li key={a.slug}>
              <a href={`#${a.slug}`} className="inline-block py-1 font-semibold text-brand-700 hover:text-brand-900 hover:underline">
                {a.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {list.map((a) => (
        <article
          key={a.slug}
          id={a.slug}
          aria-labelledby={`${a.slug}-h`}
          className="mt-12 scroll-mt-20 border-t border-slate-200 pt-10 first-of-type:border-0 first-of-type:pt-0"
        >
          <p className="text-sm font-semibold text-brand-700">
            <ArticleByline a={a} minutes />
          </p>
          <h2 id={`${a.slug}-h`} className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {a.title}
          </h2>
          <ArticleImage a={a} className="mt-6 aspect-[5/3] w-full rounded-xl object-cover" />
          <div className={`mt-4 ${proseClass}`}>
            <ArticleBody slug={a.slug} />
          </div>
          <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <a
              href={externalArticleUrl(a.slug)}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold text-brand-700 hover:underline"
            >
              {t.readOn}
              <span className="sr-only">: {t.readOnLabel({ title: a.title })}</span>
            </a>
            <Link to="/blog" className="font-semibold text-brand-700 hover:underline">
              {t.all}
            </Link>
          </p>
        </article>
      ))}
    </Page>
  );
}
