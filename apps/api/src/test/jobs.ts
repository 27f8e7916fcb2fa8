import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * The job queue's rows as tests and drills read them (pg-boss's pgboss.job, decision 076), in the
 * words of our old queue: attempts made, when it runs next, done or failed for good, last error.
 */
export interface JobRow {
  id: string;
  kind: string;
  payload: Record<string, unknown>;
  key: string | null;
  state: 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';
  /** Runs started so far (pg-boss counts retries: a job fetched again after n failures has made n + 1). */
  attempts: number;
  runAt: Date;
  done: boolean;
  failed: boolean;
  /** Waiting or running: neither done nor failed for good. */
  pending: boolean;
  lastError: string | null;
}

export async function jobRows(db: Db, where: { kind?: string; key?: string; keyLike?: string } = {}): Promise<JobRow[]> {
  const conds: SQL[] = [sql`true`];
  if (where.kind) conds.push(sql`name = ${where.kind}`);
  if (where.key) conds.push(sql`singleton_key = ${where.key}`);
  if (where.keyLike) conds.push(sql`singleton_key like ${where.keyLike}`);
  const res = await db.execute<{
    id: string;
    name: string;
    data: Record<string, unknown>;
    singleton_key: string | null;
    state: JobRow['state'];
    retry_count: number;
    start_after: string;
    error: string | null;
  }>(sql`
    select id, name, data, singleton_key, state, retry_count, start_after, output->>'message' as error
    from pgboss.job where ${sql.join(conds, sql` and `)} order by created_on, id`);
  return res.rows.map((r) => ({
    id: r.id,
    kind: r.name,
    payload: r.data,
    key: r.singleton_key,
    state: r.state,
    attempts: r.state === 'created' ? 0 : r.retry_count + 1,
    runAt: new Date(r.start_after),
    done: r.state === 'completed',
    failed: r.state === 'failed',
    pending: r.state === 'created' || r.state === 'retry' || r.state === 'active',
    lastError: r.error,
  }));
}

/** Makes waiting jobs (of one kind, or all) due now, as if their backoff or delay had passed. */
export const jobsDueNow = (db: Db, kind?: string) =>
  db.execute(
    sql`update pgboss.job set start_after = now() where state in ('created', 'retry') and start_after > now() ${kind ? sql`and name = ${kind}` : sql``}`,
  );

/** The job's next run is its last allowed one (as if it had failed maxAttempts − 1 times). */
export const nextRunIsLast = (db: Db, where: { key: string } | { kind: string }) =>
  db.execute(sql`
    update pgboss.job set retry_count = case when started_on is null then retry_limit else retry_limit - 1 end
    where ${'key' in where ? sql`singleton_key = ${where.key}` : sql`name = ${where.kind}`} and state in ('created', 'retry')`);
