import os from 'node:os';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { jobs } from '../db/schema.ts';
import type { Db, Tx } from '../db/client.ts';

/**
 * Durable jobs in the database (docs/design.md §2). A job is claimed with FOR UPDATE SKIP LOCKED and a
 * lease, so any number of API instances share the queue and no job runs twice at once; a job
 * whose instance died is picked up again when its lease runs out. Failures retry with
 * exponential backoff up to max_attempts.
 */
export type JobHandler = (payload: Record<string, unknown>, job: { id: number; attempts: number }) => Promise<void>;

export interface EnqueueOptions {
  /** At most one job per key ever exists; enqueueing the same key again is a no-op. */
  uniqueKey?: string;
  runAt?: Date;
  delayMs?: number;
  maxAttempts?: number;
}

export async function enqueue(db: Db | Tx, kind: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}) {
  const runAt = opts.runAt ?? new Date(Date.now() + (opts.delayMs ?? 0));
  await db
    .insert(jobs)
    .values({ kind, payload, uniqueKey: opts.uniqueKey ?? null, runAt, maxAttempts: opts.maxAttempts ?? 20 })
    .onConflictDoNothing({ target: jobs.uniqueKey });
}

/** Delay before retry n (1-based): 5 s, 10 s, 20 s … capped at 1 h, with ±20 % jitter. */
export function backoffMs(attempt: number): number {
  const base = Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

const PRUNE_EVERY_MS = 3_600_000;
const KEEP_FINISHED_DAYS = 7;

/**
 * Deletes jobs that finished (done or failed for good) more than KEEP_FINISHED_DAYS ago, so the
 * queue does not grow by a row per recurring period forever. Failed jobs stay a week for a look.
 */
export async function pruneFinishedJobs(db: Db, keepDays = KEEP_FINISHED_DAYS): Promise<number> {
  const res = await db.execute(sql`delete from jobs where coalesce(done_at, failed_at) < now() - (${keepDays} * interval '1 day')`);
  return res.rowCount ?? 0;
}

export interface Recurring {
  kind: string;
  everyMs: number;
}

export class JobRunner {
  private handlers = new Map<string, JobHandler>();
  private recurring: Recurring[] = [];
  /** The period slot each recurring kind was last enqueued for by this instance. */
  private scheduledSlot = new Map<string, number>();
  private lastPrune = 0;
  private tickers: (() => Promise<unknown>)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private active: Promise<void> | undefined;
  readonly workerId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  private db: Db;
  private log: { error: (o: object, m: string) => void };
  private opts: { pollMs?: number; leaseMs?: number; batch?: number };

  constructor(db: Db, log: { error: (o: object, m: string) => void }, opts: { pollMs?: number; leaseMs?: number; batch?: number } = {}) {
    this.db = db;
    this.log = log;
    this.opts = opts;
  }

  setLogger(log: { error: (o: object, m: string) => void }) {
    this.log = log;
  }

  register(kind: string, handler: JobHandler) {
    this.handlers.set(kind, handler);
  }

  /** A job that re-enqueues itself every `everyMs` (one per period across all instances). */
  every(kind: string, everyMs: number, handler: JobHandler) {
    this.register(kind, handler);
    this.recurring.push({ kind, everyMs });
  }

  /** Work that is already safe to run from every instance at once (it claims rows itself). */
  onTick(fn: () => Promise<unknown>) {
    this.tickers.push(fn);
  }

  start() {
    if (this.running) return;
    this.running = true;
    const loop = async () => {
      if (!this.running) return;
      this.active = this.tick().then(
        () => {},
        (err) => this.log.error({ err }, 'job runner tick failed'),
      );
      await this.active;
      if (this.running) this.timer = setTimeout(loop, this.opts.pollMs ?? 1000);
    };
    this.timer = setTimeout(loop, 50);
  }

  async stop() {
    this.running = false;
    clearTimeout(this.timer);
    await this.active;
  }

  /** Runs every due job once; returns how many ran. Tests call this directly. */
  async tick(): Promise<number> {
    await this.scheduleRecurring();
    for (const t of this.tickers) await t().catch((err) => this.log.error({ err }, 'job runner ticker failed'));
    let ran = 0;
    for (;;) {
      const claimed = await this.claim(this.opts.batch ?? 10);
      if (!claimed.length) return ran;
      for (const job of claimed) {
        await this.runOne(job);
        ran++;
      }
    }
  }

  /** Runs due jobs until none is left (bounded), for tests and drills. */
  async drain(maxRounds = 50) {
    let total = 0;
    for (let i = 0; i < maxRounds; i++) {
      const n = await this.tick();
      total += n;
      if (!n) break;
    }
    return total;
  }

  // One insert per kind per period from each instance (the unique key makes it one in all),
  // not one per tick.
  private async scheduleRecurring() {
    const now = Date.now();
    for (const r of this.recurring) {
      const slot = Math.floor(now / r.everyMs);
      if (this.scheduledSlot.get(r.kind) === slot) continue;
      await enqueue(this.db, r.kind, {}, { uniqueKey: `${r.kind}@${slot}`, runAt: new Date(slot * r.everyMs), maxAttempts: 1 });
      this.scheduledSlot.set(r.kind, slot);
    }
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await pruneFinishedJobs(this.db);
    }
  }

  private async claim(limit: number) {
    const leaseMs = this.opts.leaseMs ?? 120_000;
    const kinds = [...this.handlers.keys()];
    if (!kinds.length) return [];
    const res = await this.db.execute<{
      id: number;
      kind: string;
      payload: Record<string, unknown>;
      attempts: number;
      max_attempts: number;
    }>(sql`
      update jobs set locked_by = ${this.workerId}, locked_until = now() + (${leaseMs} * interval '1 millisecond'), attempts = attempts + 1
      where id in (
        select id from jobs
        where done_at is null and failed_at is null and run_at <= now()
          and (locked_until is null or locked_until < now())
          and kind in (${sql.join(
            kinds.map((k) => sql`${k}`),
            sql`, `,
          )})
        order by run_at
        limit ${limit}
        for update skip locked
      )
      returning id, kind, payload, attempts, max_attempts`);
    return res.rows;
  }

  private async runOne(job: { id: number; kind: string; payload: Record<string, unknown>; attempts: number; max_attempts: number }) {
    const handler = this.handlers.get(job.kind)!;
    try {
      await handler(job.payload, { id: Number(job.id), attempts: job.attempts });
      await this.db.execute(sql`update jobs set done_at = now(), locked_by = null, locked_until = null where id = ${job.id}`);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      if (job.attempts >= job.max_attempts) {
        this.log.error({ err, jobId: job.id, kind: job.kind }, 'job failed for good');
        await this.db.execute(
          sql`update jobs set failed_at = now(), last_error = ${message}, locked_by = null, locked_until = null where id = ${job.id}`,
        );
      } else {
        const next = new Date(Date.now() + backoffMs(job.attempts));
        await this.db.execute(
          sql`update jobs set run_at = ${next}, last_error = ${message}, locked_by = null, locked_until = null where id = ${job.id}`,
        );
      }
    }
  }
}
