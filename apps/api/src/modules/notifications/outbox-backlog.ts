import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

/** E-mails and SMS not sent yet, and how long the oldest has waited (seconds; 0 when none). */
export interface OutboxBacklog {
  pending: number;
  oldestSeconds: number;
}

/** Read at scrape time by the metrics (docs/decisions/081-metrics.md); the pending rows have their own index. */
export async function outboxBacklog(db: Db): Promise<OutboxBacklog> {
  const [r] = (
    await db.execute<{ pending: number; oldest: number }>(sql`
      select count(*)::int8 as pending, coalesce(extract(epoch from now() - min(created_at)), 0)::float8 as oldest
      from outbox where status = 'pending'`)
  ).rows;
  return { pending: r!.pending, oldestSeconds: Math.max(0, r!.oldest) };
}
