import type { ReactNode } from 'react';
import { Page } from '../../../components/ui/page.tsx';
import { i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('legal/legal-doc', {
  onThisPage: 'On this page',
});

/** Long-form text styling (no typography plugin: the few element styles we need, scoped here). */
export const proseClass =
  'leading-relaxed text-slate-700 [&_p]:mt-3 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a:hover]:text-brand-900 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-5 [&_h3]:mt-6 [&_h3]:font-bold [&_h3]:text-slate-900 [&_strong]:font-semibold [&_strong]:text-slate-900';

export interface DocSection {
  id: string;
  title: string;
  body: ReactNode;
}

function Contents({ sections }: { sections: DocSection[] }) {
  return (
    <ol className="space-y-1 text-sm">
      {sections.map((s, i) => (
        <li key={s.id}>
          <a href={`#${s.id}`} className="block rounded px-2 py-1.5 text-slate-700 hover:bg-brand-50 hover:text-brand-900">
            {i + 1}. {s.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/**
 * A policy document: numbered sections with a table of contents (a sticky column on desktop, a
 * collapsed list on phones) so a reader can jump to the part they came for.
 */
export function LegalDoc({
  title,
  intro,
  meta,
  sections,
  footer,
}: {
  title: string;
  intro: ReactNode;
  meta: ReactNode;
  sections: DocSection[];
  footer?: ReactNode;
}) {
  const t = useT(messages);
  return (
    <Page title={title} intro={intro} width="max-w-6xl">
      <div className="lg:grid lg:grid-cols-[15rem_1fr] lg:gap-10">
        <nav aria-label={t.onThisPage} className="mb-8 lg:mb-0">
          <details className="rounded-lg border border-slate-200 lg:hidden">
            <summary className="cursor-pointer px-4 py-3 text-sm font-semibold text-slate-900">{t.onThisPage}</summary>
            <div className="border-t border-slate-200 p-2">
              <Contents sections={sections} />
            </div>
          </details>
          <div className="sticky top-20 hidden lg:block">
            <p className="px-2 text-xs font-bold tracking-wide text-slate-500 uppercase">{t.onThisPage}</p>
            <div className="mt-2">
              <Contents sections={sections} />
            </div>
          </div>
        </nav>
        <article className="min-w-0 max-w-3xl">
          <p className="rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700">{meta}</p>
          {sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-h`} className="mt-10 scroll-mt-20">
              <h2 id={`${s.id}-h`} className="text-xl font-bold text-slate-900">
                {i + 1}. {s.title}
              </h2>
              <div className={proseClass}>{s.body}</div>
            </section>
          ))}
          {footer}
        </article>
      </div>
    </Page>
  );
}
