import { Link } from 'react-router';
import { Page } from '../../components/ui/page.tsx';
import { articles, BLOG_URL } from '../../lib/content/articles.ts';
import { ArticleByline, ArticleImage } from './components/article-parts.tsx';
import { i18n, params, useT } from '../../lib/i18n/index.ts';
import { Rich } from '../../lib/i18n/rich.tsx';
import { useTranslatedArticles } from './content/article-texts.ts';

export const messages = i18n('pages/blog-page', {
  title: 'The Ireti blog',
  intro: 'Practical guides for campaigners, donors and volunteers: how to ask, how to give, and how we keep it honest.',
  read: 'Read the article',
  readLabel: params('Read the article: {title}'),
  more: 'Every article is also published on {blog}. Have a story or a question you would like us to write about? {tellUs}.',
  newTab: '(opens in a new tab)',
  tellUs: 'Tell us',
});

export default function BlogPage() {
  const t = useT(messages);
  const [first, ...rest] = useTranslatedArticles(articles);
  return (
    <Page title={t.title} intro={t.intro} width="max-w-6xl">
      {first && (
        <article className="grid overflow-hidden rounded-2xl border border-slate-200 md:grid-cols-2">
          <ArticleImage a={first} eager className="aspect-[5/3] h-full w-full object-cover" />
          <div className="flex flex-col justify-center p-6 md:p-8">
            <p className="text-xs font-semibold text-brand-700">
              <ArticleByline a={first} minutes />
            </p>
            <h2 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900">
              <Link to={`/blog_articles#${first.slug}`} className="hover:underline">
                {first.title}
              </Link>
            </h2>
            <p className="mt-3 text-slate-700">{first.excerpt}</p>
            <Link
              to={`/blog_articles#${first.slug}`}
              className="mt-4 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 hover:text-brand-900 hover:underline"
              aria-label={t.readLabel({ title: first.title })}
            >
              {t.read} <span aria-hidden="true">→</span>
            </Link>
          </div>
        </article>
      )}
      <ul className="mt-8 grid gap-6 md:grid-cols-2">
        {rest.map((a) => (
          <li key={a.slug}>
            <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200">
              <ArticleImage a={a} className="aspect-[5/3] w-full object-cover" />
              <div className="flex flex-1 flex-col p-5">
                <p className="text-xs font-semibold text-brand-700">
                  <ArticleByline a={a} minutes />
                </p>
                <h2 className="mt-2 text-lg leading-snug font-bold text-slate-900">
                  <Link to={`/blog_articles#${a.slug}`} className="hover:underline">
                    {a.title}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-600">{a.excerpt}</p>
                <Link
                  to={`/blog_articles#${a.slug}`}
                  className="mt-4 inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline"
                  aria-label={t.readLabel({ title: a.title })}
                >
                  {t.read} <span aria-hidden="true">→</span>
                </Link>
              </div>
            </article>
          </li>
        ))}
      </ul>
      <p className="mt-10 text-sm text-slate-600">
        <Rich
          text={t.more}
          parts={{
            blog: (
              <a
                href={BLOG_URL}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 underline hover:text-brand-900"
              >
                blog.ireti.ng<span className="sr-only"> {t.newTab}</span>
              </a>
            ),
            tellUs: (
              <Link to="/help" className="font-semibold text-brand-700 underline hover:text-brand-900">
                {t.tellUs}
              </Link>
            ),
          }}
        />
      </p>
    </Page>
  );
}
