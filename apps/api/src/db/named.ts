import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';

/**
 * Runs a statement as a named prepared statement: PostgreSQL parses it once per connection, and
 * after five calls plans it once too when its generic plan costs no more than the custom ones.
 * Used on the hot paths: a donation (starting it, finding it, counting it), where planning was
 * about half of the database's work, and the cards of a search page (explore). The text of a
 * given name must never change (node-postgres refuses a name reused with other text).
 * drizzle's `execute` has no way to name a raw statement; this goes through the same session
 * method its query builder uses for `.prepare(name)`.
 */
type Internals = {
  session: {
    prepareQuery: (
      q: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ) => { execute: () => Promise<{ rows: unknown[] }> };
  };
  dialect: { sqlToQuery: (q: SQL) => { sql: string; params: unknown[] } };
};

export async function executeNamed<T>(db: Db | Tx, name: string, query: SQL): Promise<{ rows: T[] }> {
  const d = db as unknown as Internals;
  return (await d.session.prepareQuery(d.dialect.sqlToQuery(query), undefined, name, false).execute()) as { rows: T[] };
}
