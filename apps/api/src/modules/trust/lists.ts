import { sql, type SQL } from 'drizzle-orm';
import type { AdminPage } from '@ireti/shared/trust/types';
import type { Db, Tx } from '../../db/client.ts';
import { totalPages } from '../../http/paging.ts';

/** How many rows a FROM clause (with its WHERE) has: countRows(db, sql`person_roles u where …`). */
export async function countRows(db: Db | Tx, from: SQL): Promise<number> {
  const [row] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from ${from}`)).rows;
  return Number(row!.n);
}

/** One page of an admin list (pages from 1). */
export const adminPage = <T>(transactions: T[], records: number, page: number, perPage: number): AdminPage<T> => ({
  transactions,
  total_pages: totalPages(records, perPage),
  total_records: records,
  current_page: page,
});
