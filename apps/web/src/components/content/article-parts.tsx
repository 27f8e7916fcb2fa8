import { articleDate, type ArticleMeta } from '../../lib/content/articles.ts';

/** An article's tag and date, and its reading time with `minutes` (inside the caller's line). */
export function ArticleByline({ a, minutes = false }: { a: ArticleMeta; minutes?: boolean }) {
  return (
    <>
      {a.tag} · <time dateTime={a.date}>{articleDate(a.date)}</time>
      {minutes && <> · {a.readMinutes} min read</>}
    </>
  );
}

/** An article's picture (decorative: the title says what it is); loaded lazily unless `eager`. */
export function ArticleImage({ a, className, eager = false }: { a: ArticleMeta; className: string; eager?: boolean }) {
  return <img src={a.image} alt="" width={400} height={240} loading={eager ? undefined : 'lazy'} decoding="async" className={className} />;
}
