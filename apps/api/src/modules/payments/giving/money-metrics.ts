import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { PayoutStatus, RefundStatus } from '@ireti/shared/donations/types';
import { subscriptionMetrics, type SubscriptionMetrics } from '../subscriptions/admin.service.ts';

export interface CountAndKobo {
  count: number;
  kobo: number;
}

/** The money figures an operator graphs (docs/decisions/081-metrics.md): the database's truth, the same from every instance. */
export interface MoneyMetrics {
  donations: { initiated: CountAndKobo; confirmed: CountAndKobo; refunded: CountAndKobo };
  /** Donations waiting for the provider's answer, and how long the oldest has waited (seconds; 0 when none). */
  pending: { count: number; oldestSeconds: number };
  refunds: Record<RefundStatus, CountAndKobo>;
  payouts: Record<PayoutStatus, CountAndKobo>;
  /** Monthly gifts by status and their failed charges (subscriptions/admin.service.ts). */
  subscriptions: SubscriptionMetrics;
  /** Transfers into campaigns' permanent accounts (transfers/): counted as gifts, or sent back. */
  transfers: { counted: CountAndKobo; returned: CountAndKobo };
  /** Campaigns' permanent accounts by status. */
  dedicatedAccounts: Record<'requested' | 'active' | 'failed' | 'deactivating' | 'deactivated', number>;
}

const REFUND_STATUSES: RefundStatus[] = ['pending', 'sent', 'processed', 'failed'];
const PAYOUT_STATUSES: PayoutStatus[] = ['pending', 'processing', 'paid', 'failed'];

const byStatus = <S extends string>(statuses: S[], rows: { status: string; count: number; kobo: number }[]) =>
  Object.fromEntries(
    statuses.map((s) => {
      const r = rows.find((x) => x.status === s);
      return [s, { count: r?.count ?? 0, kobo: r?.kobo ?? 0 }];
    }),
  ) as Record<S, CountAndKobo>;

/**
 * Aggregates read at scrape time, one statement per table: donations ever started, ever confirmed
 * (paid_at is set once and kept through a later refund) and refunded; refunds and payouts by status.
 * Reads only; no money code is involved.
 */
export async function moneyMetrics(db: Db): Promise<MoneyMetrics> {
  const [d] = (
    await db.execute<Record<string, number>>(sql`
      select count(*)::int8 as initiated, coalesce(sum(amount_kobo), 0)::int8 as initiated_kobo,
        count(*) filter (where paid_at is not null)::int8 as confirmed,
        coalesce(sum(amount_kobo) filter (where paid_at is not null), 0)::int8 as confirmed_kobo,
        count(*) filter (where status = 'refunded')::int8 as refunded,
        coalesce(sum(amount_kobo) filter (where status = 'refunded'), 0)::int8 as refunded_kobo
      from donations`)
  ).rows;
  const [p] = (
    await db.execute<{ count: number; oldest: number }>(sql`
      select count(*)::int8 as count, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
      from donations where status = 'pending'`)
  ).rows;
  type Row = { status: string; count: number; kobo: number };
  const [refunds, payouts, transfers, accounts, subscriptions] = await Promise.all([
    db.execute<Row>(sql`select status, count(*)::int8 as count, coalesce(sum(amount_kobo), 0)::int8 as kobo from refunds group by status`),
    db.execute<Row>(sql`select status, count(*)::int8 as count, coalesce(sum(amount_kobo), 0)::int8 as kobo from payouts group by status`),
    db.execute<Row>(sql`
      select case when paid_at is not null then 'counted' else 'returned' end as status, count(*)::int8 as count,
        coalesce(sum(amount_kobo), 0)::int8 as kobo
      from donations where channel = 'dedicated_nuban' and (paid_at is not null or exists (select 1 from refunds r where r.donation_id = donations.id))
      group by 1`),
    db.execute<Row>(sql`select status, count(*)::int8 as count, 0::int8 as kobo from dedicated_accounts group by status`),
    subscriptionMetrics(db),
  ]);
  return {
    donations: {
      initiated: { count: d!.initiated!, kobo: d!.initiated_kobo! },
      confirmed: { count: d!.confirmed!, kobo: d!.confirmed_kobo! },
      refunded: { count: d!.refunded!, kobo: d!.refunded_kobo! },
    },
    pending: { count: p!.count, oldestSeconds: Math.max(0, p!.oldest) },
    refunds: byStatus(REFUND_STATUSES, refunds.rows),
    payouts: byStatus(PAYOUT_STATUSES, payouts.rows),
    subscriptions,
    transfers: byStatus(['counted', 'returned'], transfers.rows),
    dedicatedAccounts: Object.fromEntries(
      Object.entries(byStatus(['requested', 'active', 'failed', 'deactivating', 'deactivated'], accounts.rows)).map(([k, v]) => [
        k,
        v.count,
      ]),
    ) as MoneyMetrics['dedicatedAccounts'],
  };
}
