import { sql } from 'drizzle-orm';
import { koboToNaira } from '@ireti/shared/money';
import type { AdminSubscription, AdminSubscriptionFilter, SubscriptionStatusName } from '@ireti/shared/donations/monthly';
import type { PagedList } from '@ireti/shared/donations/types';
import type { AppContext } from '../../../context.ts';
import type { Db } from '../../../db/client.ts';
import { totalPages } from '../../../http/paging.ts';
import { notFound } from '../../../lib/errors.ts';
import { findCampaignByAnyId } from '../../campaigns/index.ts';
import { isoAt, isoOf } from '../../../lib/dates.ts';

/**
 * The admin console's monthly donations (decision 092): every gift, what it has given, and its
 * failed charges (the count, and the latest three: when, how much, why); filtered by status
 * (`failing`: those whose last charge failed, status attention) and by campaign. And the
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
  day_of_month: number;
  next_payment_at: string | null;
  charges: number;
  given_kobo: number;
  failures: number;
  last_failure: string | null;
  failed_charges: { at: string; amount_kobo: number | null; reason: string | null }[];
  created_at: string;
};

export async function adminSubscriptions(
  ctx: AppContext,
  q: { page: number; perPage: number; status: AdminSubscriptionFilter; campaign?: string },
): Promise<PagedList<AdminSubscription>> {
  const { page: p, perPage } = q;
  let where = q.status === 'all' ? sql`s.status <> 'pending'` : sql`s.status = ${q.status === 'failing' ? 'attention' : q.status}`;
  if (q.campaign) {
    const c = await findCampaignByAnyId(ctx.db, q.campaign);
    if (!c) throw notFound('Campaign not found');
    where = sql`${where} and s.campaign_id = ${c.id}`;
  }
  const [rows, [count]] = await Promise.all([
    ctx.db
      .execute<Row>(
        sql`
        select s.public_id, f.public_id as campaign_id, f.title, s.email, s.amount_kobo, s.status, s.end_reason,
          s.day_of_month, s.next_payment_at,
          (select count(*) from donations d where d.subscription_id = s.id and d.status = 'paid')::int as charges,
          (select coalesce(sum(d.amount_kobo), 0) from donations d where d.subscription_id = s.id and d.status = 'paid')::int8 as given_kobo,
          (select count(*) from subscription_failures x where x.subscription_id = s.id)::int as failures,
          (select x.reason from subscription_failures x where x.subscription_id = s.id order by x.id desc limit 1) as last_failure,
          (select coalesce(json_agg(json_build_object('at', x.created_at, 'amount_kobo', x.amount_kobo, 'reason', x.reason) order by x.id desc), '[]')
            from (select * from subscription_failures y where y.subscription_id = s.id order by y.id desc limit 3) x) as failed_charges,
          s.created_at
        from subscriptions s join campaign_facts f on f.id = s.campaign_id
        where ${where} order by s.created_at desc, s.id desc limit ${perPage} offset ${(p - 1) * perPage}`,
      )
      .then((r) => r.rows),
    ctx.db.execute<{ n: number }>(sql`select count(*)::int as n from subscriptions s where ${where}`).then((r) => r.rows),
  ]);
  return {
    transactions: rows.map(toAdmin),
    total_pages: totalPages(count!.n, perPage),
    total_records: count!.n,
    current_page: p,
  };
}

const toAdmin = (r: Row): AdminSubscription => ({
  id: r.public_id,
  campaign_id: r.campaign_id,
  campaign_title: r.title,
  email: r.email,
  amount: koboToNaira(Number(r.amount_kobo)),
  status: r.status,
  end_reason: r.end_reason,
  day_of_month: Number(r.day_of_month),
  next_payment_at: isoOf(r.next_payment_at),
  charges: r.charges,
  given: koboToNaira(Number(r.given_kobo)),
  failures: r.failures,
  last_failure: r.last_failure,
  failed_charges: r.failed_charges.map((f) => ({
    at: isoAt(f.at),
    amount: f.amount_kobo === null ? null : koboToNaira(Number(f.amount_kobo)),
    reason: f.reason,
  })),
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
