import { articleDate, type ArticleMeta } from '../content/articles.ts';

/** An article's tag and date, and its reading time with `minutes` (inside the caller's line). */
export function ArticleByline({ a, minutes = false }: { a: ArticleMeta; minutes?: boolean }) {
  return (
    <>
      {a.tag} · <time dateTime={a.date}>{articleDate(a.date)}</time>
      {minutes && <> · {a.readMinutes} min read</>}
    </>
  );
}
