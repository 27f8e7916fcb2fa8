import { articleDate, type ArticleMeta } from '../../../lib/content/articles.ts';
import { count, i18n, useT } from '../../../lib/i18n/index.ts';

export const messages = i18n('shell/article-parts', {
  readTime: count({ one: '{count} min read', other: '{count} min read' }),
});

/** An article's tag and date, and its reading time with `minutes` (inside the caller's line). */
export function ArticleByline({ a, minutes = false }: { a: ArticleMeta; minutes?: boolean }) {
  const t = useT(messages);
  return (
    <>
      {a.tag} · <time dateTime={a.date}>{articleDate(a.date)}</time>
      {minutes && <> · {t.readTime(a.readMinutes)}</>}
    </>
  );
}

/** An article's picture (decorative: the title says what it is); loaded lazily unless `eager`. */
export function ArticleImage({ a, className, eager = false }: { a: ArticleMeta; className: string; eager?: boolean }) {
  return <img src={a.image} alt="" width={400} height={240} loading={eager ? undefined : 'lazy'} decoding="async" className={className} />;
}
