import { sql } from 'drizzle-orm';
import { koboToNaira } from '@ireti/shared/money';
import type { AdminPayout, PagedList } from '@ireti/shared/donations/types';
import type { AppContext } from '../../../context.ts';
import { totalPages } from '../../../http/paging.ts';
import { isoAt, isoOf } from '../../../lib/dates.ts';

const page = <T>(rows: T[], total: number, p: number, perPage: number): PagedList<T> => ({
  transactions: rows,
  total_pages: totalPages(total, perPage),
  total_records: total,
  current_page: p,
});

/** The admin console's list of payouts and their status (admins only, docs/design.md §6). */
export async function adminPayouts(ctx: AppContext, p: number, perPage: number): Promise<PagedList<AdminPayout>> {
  const [rows, [count]] = await Promise.all([
    ctx.db
      .execute<{
        id: number;
        public_id: string;
        title: string;
        raised_kobo: number;
        commission_kobo: number;
        amount_kobo: number;
        status: AdminPayout['status'];
        bank_name: string;
        account_name: string;
        account_number: string;
        created_at: string;
        paid_at: string | null;
      }>(
        sql`
        select p.id, c.public_id, c.title, p.raised_kobo, p.commission_kobo, p.amount_kobo, p.status, p.bank_name, p.account_name, p.account_number, p.created_at, p.paid_at
        from payouts p join campaign_facts c on c.id = p.campaign_id
        order by p.created_at desc, p.id desc limit ${perPage} offset ${(p - 1) * perPage}`,
      )
      .then((r) => r.rows),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from payouts`).then((r) => r.rows),
  ]);
  return page(
    rows.map((x) => ({
      id: Number(x.id),
      campaign_id: x.public_id,
      campaign_title: x.title,
      raised: koboToNaira(x.raised_kobo),
      commission: koboToNaira(x.commission_kobo),
      amount: koboToNaira(x.amount_kobo),
      status: x.status,
      bank_name: x.bank_name,
      account_name: x.account_name,
      account_last4: x.account_number.slice(-4),
      created: isoAt(x.created_at),
      paid_at: isoOf(x.paid_at),
    })),
    count!.n,
    p,
    perPage,
  );
}
