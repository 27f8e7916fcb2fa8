import { W as Link } from '../entry-server.js';
import { n as Page } from './page-D1qYEQFx.js';
import { i as articles, n as ArticleImage, r as BLOG_URL, t as ArticleByline } from './article-parts-bC1usGSt.js';
import { b as a, c as params, n as i18n, p as useT } from './i18n-BuQGntTV.js';
import { t as Rich } from './rich-CGqdJQIK.js';
import { t as useTranslatedArticles } from './article-texts-BBVDApcW.js';
// src/features/pages/blog-page.tsx
var messages = i18n('pages/blog-page', {
  title: 'The Ireti blog',
  intro: 'Practical guides for campaigners, donors and volunteers: how to ask, how to give, and how we keep it honest.',
  read: 'Read the article',
  readLabel: params('Read the article: {title}'),
  more: 'Every article is also published on {blog}. Have a story or a question you would like us to write about? {tellUs}.',
  newTab: '(opens in a new tab)',
  tellUs: 'Tell us',
});
function BlogPage() {
  const t = useT(messages);
  const [first, ...rest] = useTranslatedArticles(articles);
  return /* @__PURE__ */ a(Page, {
    title: t.title,
    intro: t.intro,
    width: 'max-w-6xl',
    children: [
      first &&
        /* @__PURE__ */ a('article', {
          className: 'grid overflow-hidden rounded-2xl border border-slate-200 md:grid-cols-2',
          children: [
            /* @__PURE__ */ a(ArticleImage, {
              a: first,
              eager: true,
              className: 'aspect-[5/3] h-full w-full object-cover',
            }),
            /* @__PURE__ */ a('div', {
              className: 'flex flex-col justify-center p-6 md:p-8',
              children: [
                /* @__PURE__ */ a('p', {
                  className: 'text-xs font-semibold text-brand-700',
                  children: /* @__PURE__ */ a(ArticleByline, {
                    a: first,
                    minutes: true,
                  }),
                }),
                /* @__PURE__ */ a('h2', {
                  className: 'mt-2 text-2xl font-extrabold tracking-tight text-slate-900',
                  children: /* @__PURE__ */ a(Link, {
                    to: `/blog_articles#${first.slug}`,
                    className: 'hover:underline',
                    children: first.title,
                  }),
                }),
                /* @__PURE__ */ a('p', {
                  className: 'mt-3 text-slate-700',
                  children: first.excerpt,
                }),
                /* @__PURE__ */ a(Link, {
                  to: `/blog_articles#${first.slug}`,
                  className:
                    'mt-4 inline-flex min-h-11 items-center self-start font-semibold text-brand-700 hover:text-brand-900 hover:underline',
                  'aria-label': t.readLabel({ title: first.title }),
                  children: [
                    t.read,
                    ' ',
                    /* @__PURE__ */ a('span', {
                      'aria-hidden': 'true',
                      children: '→',
                    }),
                  ],
                }),
              ],
            }),
          ],
        }),
      /* @__PURE__ */ a('ul', {
        className: 'mt-8 grid gap-6 md:grid-cols-2',
        children: rest.map((a$1) =>
          /* @__PURE__ */ a(
            'li',
            {
              children: /* @__PURE__ */ a('article', {
                className: 'flex h-full flex-col overflow-hidden rounded-xl border border-slate-200',
                children: [
                  /* @__PURE__ */ a(ArticleImage, {
                    a: a$1,
                    className: 'aspect-[5/3] w-full object-cover',
                  }),
                  /* @__PURE__ */ a('div', {
                    className: 'flex flex-1 flex-col p-5',
                    children: [
                      /* @__PURE__ */ a('p', {
                        className: 'text-xs font-semibold text-brand-700',
                        children: /* @__PURE__ */ a(ArticleByline, {
                          a: a$1,
                          minutes: true,
                        }),
                      }),
                      /* @__PURE__ */ a('h2', {
                        className: 'mt-2 text-lg leading-snug font-bold text-slate-900',
                        children: /* @__PURE__ */ a(Link, {
                          to: `/blog_articles#${a$1.slug}`,
                          className: 'hover:underline',
                          children: a$1.title,
                        }),
                      }),
                      /* @__PURE__ */ a('p', {
                        className: 'mt-2 flex-1 text-sm leading-relaxed text-slate-600',
                        children: a$1.excerpt,
                      }),
                      /* @__PURE__ */ a(Link, {
                        to: `/blog_articles#${a$1.slug}`,
                        className:
                          'mt-4 inline-flex min-h-11 items-center self-start text-sm font-semibold text-brand-700 hover:text-brand-900 hover:underline',
                        'aria-label': t.readLabel({ title: a$1.title }),
                        children: [
                          t.read,
                          ' ',
                          /* @__PURE__ */ a('span', {
                            'aria-hidden': 'true',
                            children: '→',
                          }),
                        ],
                      }),
                    ],
                  }),
                ],
              }),
            },
            a$1.slug,
          ),
        ),
      }),
      /* @__PURE__ */ a('p', {
        className: 'mt-10 text-sm text-slate-600',
        children: /* @__PURE__ */ a(Rich, {
          text: t.more,
          parts: {
            blog: /* @__PURE__ */ a('a', {
              href: BLOG_URL,
              target: '_blank',
              rel: 'noopener noreferrer',
              className: 'font-semibold text-brand-700 underline hover:text-brand-900',
              children: [
                'blog.ireti.ng',
                /* @__PURE__ */ a('span', {
                  className: 'sr-only',
                  children: [' ', t.newTab],
                }),
              ],
            }),
            tellUs: /* @__PURE__ */ a(Link, {
              to: '/help',
              className: 'font-semibold text-brand-700 underline hover:text-brand-900',
              children: t.tellUs,
            }),
          },
        }),
      }),
    ],
  });
}
export { BlogPage as default, messages };
