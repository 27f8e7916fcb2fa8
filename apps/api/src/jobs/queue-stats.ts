import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/** One queue (one job kind) as the metrics show it (docs/decisions/081-metrics.md). */
export interface QueueStats {
  queue: string;
  /** Due and not taken yet (new, or back for another attempt). */
  waiting: number;
  /** Not due yet: a delayed job, or a retry waiting out its backoff. */
  scheduled: number;
  active: number;
  /** Given up on, kept for the retention (a week). */
  failed: number;
  /** Of those, given up on in the last hour. */
  failedLastHour: number;
  /** Jobs that failed at least once and wait for another attempt (due or not). */
  retrying: number;
  /** How long the oldest waiting job has been due, in seconds (0 when none waits). */
  oldestWaitingSeconds: number;
}

/**
 * Every queue's counts, straight from pg-boss's tables (the `pgboss` schema the platform owns): live
 * states only, which pg-boss indexes, so finished jobs kept for the week are not read.
 */
export async function queueStats(db: Db): Promise<QueueStats[]> {
  const rows = await db.execute<{
    queue: string;
    waiting: number;
    scheduled: number;
    active: number;
    failed: number;
    failed_last_hour: number;
    retrying: number;
    oldest: number;
  }>(sql`
    select q.name as queue,
      count(j.id) filter (where j.state in ('created', 'retry') and j.start_after <= now())::int8 as waiting,
      count(j.id) filter (where j.state in ('created', 'retry') and j.start_after > now())::int8 as scheduled,
      count(j.id) filter (where j.state = 'active')::int8 as active,
      count(j.id) filter (where j.state = 'failed')::int8 as failed,
      count(j.id) filter (where j.state = 'failed' and j.completed_on > now() - interval '1 hour')::int8 as failed_last_hour,
      count(j.id) filter (where j.state = 'retry')::int8 as retrying,
      coalesce(extract(epoch from now() - min(j.start_after) filter (where j.state in ('created', 'retry') and j.start_after <= now())), 0)::float8 as oldest
    from pgboss.queue q
    left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry', 'active', 'failed')
    group by q.name order by q.name`);
  return rows.rows.map((r) => ({
    queue: r.queue,
    waiting: r.waiting,
    scheduled: r.scheduled,
    active: r.active,
    failed: r.failed,
    failedLastHour: r.failed_last_hour,
    retrying: r.retrying,
    oldestWaitingSeconds: Math.max(0, r.oldest),
  }));
}
