import { sql } from 'drizzle-orm';
import { koboToNaira } from '@ireti/shared/money';
import type { AdminRefund, PagedList } from '@ireti/shared/donations/types';
import type { AppContext } from '../../../context.ts';
import { totalPages } from '../../../http/paging.ts';
import { isoAt, isoOf } from '../../../lib/dates.ts';

const page = <T>(rows: T[], total: number, p: number, perPage: number): PagedList<T> => ({
  transactions: rows,
  total_pages: totalPages(total, perPage),
  total_records: total,
  current_page: p,
});

/** The admin console's list of refunds and their status (admins only, docs/design.md §6); each names its campaign. */
export async function adminRefunds(ctx: AppContext, p: number, perPage: number): Promise<PagedList<AdminRefund>> {
  const [rows, [count]] = await Promise.all([
    ctx.db
      .execute<{
        id: number;
        reference: string;
        public_id: string;
        title: string;
        amount_kobo: number;
        status: AdminRefund['status'];
        reason: string;
        attempts: number;
        last_error: string | null;
        created_at: string;
        processed_at: string | null;
      }>(
        sql`
        select r.id, d.reference, c.public_id, c.title, r.amount_kobo, r.status, r.reason, r.attempts, r.last_error, r.created_at, r.processed_at
        from refunds r join donations d on d.id = r.donation_id join campaign_facts c on c.id = d.campaign_id
        order by r.created_at desc, r.id desc limit ${perPage} offset ${(p - 1) * perPage}`,
      )
      .then((r) => r.rows),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from refunds`).then((r) => r.rows),
  ]);
  return page(
    rows.map((r) => ({
      id: Number(r.id),
      donation_reference: r.reference,
      campaign: { campaign_id: r.public_id, title: r.title },
      campaign_title: r.title,
      amount: koboToNaira(r.amount_kobo),
      status: r.status,
      reason: r.reason,
      attempts: r.attempts,
      last_error: r.last_error,
      created: isoAt(r.created_at),
      processed_at: isoOf(r.processed_at),
    })),
    count!.n,
    p,
    perPage,
  );
}
