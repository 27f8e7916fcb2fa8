import { sql } from 'drizzle-orm';
import { koboToNaira } from '@ireti/shared/money';
import type { SubscriptionStatusName } from '@ireti/shared/donations/monthly';
import type { PagedList } from '@ireti/shared/donations/types';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { totalPages } from '../../../http/paging.ts';
import { isoAt } from '../../../lib/dates.ts';

/**
 * The admin console's monthly donations (decision 092): every gift, what it has given, and its
 * failed charges; `failing` only those whose last charge failed (status attention). And the
 * figures of `ireti_subscriptions` and `ireti_subscription_failures_total` (metrics/).
 */
type Row = {
  public_id: string;
  campaign_id: string;
  title: string;
  email: string;
  amount_kobo: number;
  status: SubscriptionStatusName;
  end_reason: string | null;
  charges: number;
  given_kobo: number;
  failures: number;
  last_failure: string | null;
  created_at: string;
};

export async function adminSubscriptions(ctx: AppContext, p: number, perPage: number, failing: boolean) {
  const where = failing ? sql`s.status = 'attention'` : sql`s.status <> 'pending'`;
  const [rows, [count]] = await Promise.all([
    ctx.db
      .execute<Row>(
        sql`
        select s.public_id, f.public_id as campaign_id, f.title, s.email, s.amount_kobo, s.status, s.end_reason,
          (select count(*) from donations d where d.subscription_id = s.id and d.status = 'paid')::int as charges,
          (select coalesce(sum(d.amount_kobo), 0) from donations d where d.subscription_id = s.id and d.status = 'paid')::int8 as given_kobo,
          (select count(*) from subscription_failures x where x.subscription_id = s.id)::int as failures,
          (select x.reason from subscription_failures x where x.subscription_id = s.id order by x.id desc limit 1) as last_failure,
          s.created_at
        from subscriptions s join campaign_facts f on f.id = s.campaign_id
        where ${where} order by s.created_at desc, s.id desc limit ${perPage} offset ${(p - 1) * perPage}`,
      )
      .then((r) => r.rows),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from subscriptions s where ${where}`).then((r) => r.rows),
  ]);
  const list: PagedList<ReturnType<typeof toAdmin>> = {
    transactions: rows.map(toAdmin),
    total_pages: totalPages(count!.n, perPage),
    total_records: count!.n,
    current_page: p,
  };
  return list;
}

const toAdmin = (r: Row) => ({
  id: r.public_id,
  campaign_id: r.campaign_id,
  campaign_title: r.title,
  email: r.email,
  amount: koboToNaira(Number(r.amount_kobo)),
  status: r.status,
  end_reason: r.end_reason,
  charges: r.charges,
  given: koboToNaira(Number(r.given_kobo)),
  failures: r.failures,
  last_failure: r.last_failure,
  created: isoAt(r.created_at),
});

export interface SubscriptionMetrics {
  /** Monthly gifts by status (a checkout never finished is not counted). */
  byStatus: Record<SubscriptionStatusName, number>;
  /** Monthly charges the provider could not take, ever. */
  failedCharges: number;
}

export async function subscriptionMetrics(db: Db): Promise<SubscriptionMetrics> {
  const rows = (
    await db.execute<{ status: SubscriptionStatusName; n: number }>(
      sql`select status, count(*)::int as n from subscriptions group by status`,
    )
  ).rows;
  const [f] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from subscription_failures`)).rows;
  const byStatus = { pending: 0, active: 0, paused: 0, attention: 0, cancelled: 0, ended: 0 };
  for (const r of rows) byStatus[r.status] = r.n;
  return { byStatus, failedCharges: f!.n };
}
