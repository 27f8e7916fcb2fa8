import { n as Page } from './page-D1qYEQFx.js';
import { b as a, n as i18n, p as useT } from './i18n-BuQGntTV.js';
// src/features/pages/components/legal-doc.tsx
var messages = i18n('legal/legal-doc', { onThisPage: 'On this page' });
/** Long-form text styling (no typography plugin: the few element styles we need, scoped here). */
var proseClass =
  'leading-relaxed text-slate-700 [&_p]:mt-3 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5 [&_h3]:mt-6 [&_h3]:font-bold [&_h3]:text-slate-900 [&_strong]:font-semibold [&_strong]:text-slate-900';
function Contents({ sections }) {
  return /* @__PURE__ */ a('ol', {
    className: 'space-y-1 text-sm',
    children: sections.map((s, i) =>
      /* @__PURE__ */ a(
        'li',
        {
          children: /* @__PURE__ */ a('a', {
            href: `#${s.id}`,
            className: 'block rounded px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-900',
            children: [i + 1, '. ', s.title],
          }),
        },
        s.id,
      ),
    ),
  });
}
/**
 * A policy document: numbered sections with a table of contents (a sticky column on desktop, a
 * collapsed list on phones) so a reader can jump to the part they came for.
 */
function LegalDoc({ title, intro, meta, sections, footer }) {
  const t = useT(messages);
  return /* @__PURE__ */ a(Page, {
    title,
    intro,
    width: 'max-w-6xl',
    children: /* @__PURE__ */ a('div', {
      className: 'lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10',
      children: [
        /* @__PURE__ */ a('nav', {
          'aria-label': t.onThisPage,
          className: 'mb-8 lg:mb-0',
          children: [
            /* @__PURE__ */ a('details', {
              className: 'rounded-lg border border-slate-200 lg:hidden',
              children: [
                /* @__PURE__ */ a('summary', {
                  className: 'cursor-pointer px-4 py-3 text-sm font-semibold text-slate-900',
                  children: t.onThisPage,
                }),
                /* @__PURE__ */ a('div', {
                  className: 'border-t border-slate-200 p-2',
                  children: /* @__PURE__ */ a(Contents, { sections }),
                }),
              ],
            }),
            /* @__PURE__ */ a('div', {
              className: 'sticky top-20 hidden lg:block',
              children: [
                /* @__PURE__ */ a('p', {
                  className: 'px-2 text-xs font-bold tracking-wide text-slate-500 uppercase',
                  children: t.onThisPage,
                }),
                /* @__PURE__ */ a('div', {
                  className: 'mt-2',
                  children: /* @__PURE__ */ a(Contents, { sections }),
                }),
              ],
            }),
          ],
        }),
        /* @__PURE__ */ a('article', {
          className: 'min-w-0 max-w-3xl',
          children: [
            /* @__PURE__ */ a('p', {
              className: 'rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700',
              children: meta,
            }),
            sections.map((s, i) =>
              /* @__PURE__ */ a(
                'section',
                {
                  id: s.id,
                  'aria-labelledby': `${s.id}-h`,
                  className: 'mt-10 scroll-mt-20',
                  children: [
                    /* @__PURE__ */ a('h2', {
                      id: `${s.id}-h`,
                      className: 'text-xl font-bold text-slate-900',
                      children: [i + 1, '. ', s.title],
                    }),
                    /* @__PURE__ */ a('div', {
                      className: proseClass,
                      children: s.body,
                    }),
                  ],
                },
                s.id,
              ),
            ),
            footer,
          ],
        }),
      ],
    }),
  });
}
export { proseClass as n, LegalDoc as t };
