import os from 'node:os';
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { PgBoss, fromDrizzle, type ConstructorOptions, type Db as BossDb, type JobWithMetadata } from 'pg-boss';
import { poolOf, type Db, type Tx } from '../db/client.ts';

/**
 * Durable jobs (docs/decisions/076-pg-boss-job-queue.md): a thin wrapper over pg-boss, which keeps
 * its tables in the `pgboss` schema of our database. A job is written in the caller's transaction
 * (the donation, refund or e-mail that needs it commits with it or not at all); any number of API
 * instances share the queue (SKIP LOCKED), a job whose instance died is retried once its lease
 * (pg-boss's expireInSeconds) runs out, failures retry with exponential backoff up to maxAttempts.
 */
export type JobHandler = (payload: Record<string, unknown>, job: { id: string; attempts: number }) => Promise<void>;

export interface EnqueueOptions {
  /** At most one job per key waits or runs at a time; enqueueing the same key again meanwhile is a no-op. */
  uniqueKey?: string;
  runAt?: Date;
  delayMs?: number;
  maxAttempts?: number;
}

export const QUEUE_SCHEMA = 'pgboss';
const DEFAULT_MAX_ATTEMPTS = 20;
const DEFAULT_LEASE_MS = 120_000;
/** Retry n waits about 5 s · 2^(n−1) (pg-boss's jitter), never more than an hour. */
const RETRY = { retryDelay: 5, retryBackoff: true, retryDelayMax: 3_600 } as const;
/** Finished jobs (done or failed for good) stay a week for a look, then pg-boss deletes them. */
const KEEP_FINISHED_SECONDS = 7 * 24 * 3_600;
/** A job id no job has (pg-boss's ids are random UUIDs). */
const NO_JOB = '00000000-0000-0000-0000-000000000000';

/** Delay before retry n (1-based): 5 s, 10 s, 20 s … capped at 1 h, with ±20 % jitter (the outbox's). */
export function backoffMs(attempt: number): number {
  const base = Math.min(3_600_000, 5_000 * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + Math.random() * 0.4));
}

/** pg-boss on our own pool: no connections of its own, no LISTEN (workers poll). */
function poolDb(pool: pg.Pool): BossDb {
  return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) };
}

const quietBoss: Partial<ConstructorOptions> = { schema: QUEUE_SCHEMA, supervise: false, schedule: false, registerInstance: false };

/**
 * Installs or upgrades pg-boss's schema (its own migrations, under its own lock). Run by
 * db/migrate.ts after our SQL migrations, so the test template and every database have it.
 */
export async function installJobQueue(pool: pg.Pool): Promise<void> {
  const boss = new PgBoss({ ...quietBoss, db: poolDb(pool), migrate: true });
  boss.on('error', () => {});
  await boss.start();
  await boss.stop({ graceful: false, close: false });
}

/**
 * Every JobQueue of this process (one per AppContext). `enqueue` takes the caller's Db or Tx, as
 * before, and uses the queue of the same database (its pool) for pg-boss's queue catalogue — a
 * test file may build two apps on two databases in one process.
 */
const queues = new Set<JobQueue>();

function queueFor(db: Db | Tx): JobQueue | undefined {
  const pool = poolOf(db);
  for (const q of queues) if (pool && q.pool === pool) return q;
  return queues.values().next().value;
}

export async function enqueue(db: Db | Tx, kind: string, payload: Record<string, unknown>, opts: EnqueueOptions = {}) {
  const q = queueFor(db);
  if (!q) throw new Error('No job queue in this process: build the AppContext (or a JobQueue) before enqueueing');
  await q.send(db, kind, payload, opts);
}

export interface Recurring {
  kind: string;
  everyMs: number;
}

interface Log {
  error: (o: object, m: string) => void;
}

export class JobQueue {
  private handlers = new Map<string, JobHandler>();
  private recurring: Recurring[] = [];
  /** The period slot each recurring kind was last enqueued for by this instance. */
  private scheduledSlot = new Map<string, number>();
  private tickers: (() => Promise<unknown>)[] = [];
  private timer: NodeJS.Timeout | undefined;
  private running = false;
  private active: Promise<void> | undefined;
  private client: PgBoss;
  private worker: PgBoss | undefined;
  private started: Promise<void> | undefined;
  private created = new Map<string, Promise<void>>();
  readonly workerId = `${os.hostname()}:${process.pid}`;

  private db: Db;
  private log: Log;
  /** The pool of the database this queue works on. */
  get pool() {
    return this.db.$client;
  }
  private opts: { pollMs?: number; leaseMs?: number; batch?: number };

  constructor(db: Db, log: Log, opts: { pollMs?: number; leaseMs?: number; batch?: number } = {}) {
    this.db = db;
    this.log = log;
    this.opts = opts;
    this.client = this.boss(quietBoss);
    queues.add(this);
  }

  private boss(o: Partial<ConstructorOptions>) {
    const boss = new PgBoss({ ...o, schema: QUEUE_SCHEMA, db: poolDb(this.db.$client), migrate: false });
    boss.on('error', (err) => this.log.error({ err }, 'job queue error'));
    return boss;
  }

  setLogger(log: Log) {
    this.log = log;
  }

  register(kind: string, handler: JobHandler) {
    this.handlers.set(kind, handler);
  }

  /** A job that is enqueued every `everyMs` (one per period across all instances). */
  every(kind: string, everyMs: number, handler: JobHandler) {
    this.register(kind, handler);
    this.recurring.push({ kind, everyMs });
  }

  /** Work that is already safe to run from every instance at once (it claims rows itself). */
  onTick(fn: () => Promise<unknown>) {
    this.tickers.push(fn);
  }

  /** Starts pg-boss for sending and fetching (once), and carries over jobs of the old queue. */
  ready(): Promise<void> {
    this.started ??= (async () => {
      await this.boot();
      await this.carryOver();
    })();
    return this.started;
  }

  /**
   * Ready, and the queue of every registered kind created or looked up (which fills pg-boss's
   * queue cache too). The app awaits this before it serves (app.ts, onReady): an enqueue inside a
   * request's transaction then finds its queue known and writes the job through that transaction
   * alone. Unknown, the queue was looked up through the pool while the transaction held its row
   * locks; with every pool connection taken by requests waiting on those locks (duplicate
   * confirmations of one campaign), the lookup waited for a connection that could not come, and
   * after connectionTimeoutMillis they failed with a 500 (issue 24, the two-instances drill).
   */
  async knowQueues(): Promise<void> {
    await this.ready();
    for (const kind of this.handlers.keys()) await this.ensureQueue(kind);
  }

  private booted: Promise<unknown> | undefined;
  private boot() {
    this.booted ??= this.client.start();
    return this.booted;
  }

  /** Creates the kind's queue once: exclusive (one waiting or running job per key), with our retry and lease. */
  private ensureQueue(kind: string): Promise<void> {
    let p = this.created.get(kind);
    if (!p) {
      p = (async () => {
        await this.boot();
        if (await this.client.getQueue(kind)) {
          // Found (another instance made it): pg-boss caches a queue it creates or reads a job of,
          // not one it only looked up, so a send would look it up again through the pool (with a
          // request's transaction holding the pool's last connection, it timed out: the CI run of
          // stop 32, two-instances drill). Reading a job that cannot exist fills the cache.
          await this.client.getJobById(kind, NO_JOB);
          return;
        }
        await this.client
          .createQueue(kind, {
            policy: 'exclusive',
            ...RETRY,
            retryLimit: DEFAULT_MAX_ATTEMPTS - 1,
            expireInSeconds: Math.ceil((this.opts.leaseMs ?? DEFAULT_LEASE_MS) / 1000),
            deleteAfterSeconds: KEEP_FINISHED_SECONDS,
          })
          .catch(async (err) => {
            if (!(await this.client.getQueue(kind))) throw err; // another instance created it first: fine
          });
      })();
      p.catch(() => this.created.delete(kind));
      this.created.set(kind, p);
    }
    return p;
  }

  /** Writes the job through `db` (the caller's transaction, or the pool). */
  async send(db: Db | Tx, kind: string, payload: Record<string, unknown>, opts: EnqueueOptions & { singletonSeconds?: number } = {}) {
    await this.ensureQueue(kind);
    const startAfter = opts.runAt ?? (opts.delayMs ? new Date(Date.now() + opts.delayMs) : undefined);
    return this.client.send(kind, payload, {
      db: fromDrizzle(db, sql),
      // The exclusive policy allows one waiting/running job per key; a job without a key gets its own.
      singletonKey: opts.uniqueKey ?? randomUUID(),
      ...(opts.singletonSeconds ? { singletonSeconds: opts.singletonSeconds } : {}),
      ...(startAfter ? { startAfter } : {}),
      ...RETRY,
      retryLimit: Math.max(0, (opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS) - 1),
      expireInSeconds: Math.ceil((this.opts.leaseMs ?? DEFAULT_LEASE_MS) / 1000),
      deleteAfterSeconds: KEEP_FINISHED_SECONDS,
    });
  }

  /**
   * Jobs left pending in the old `jobs` table are copied by migration 0023 into job_carryover;
   * the first instance to start sends each into pg-boss and deletes it, in one transaction.
   */
  private async carryOver() {
    const exists = await this.db.execute(sql`select to_regclass('job_carryover') is not null as ok`);
    if (!exists.rows[0]?.ok) return;
    await this.db.transaction(async (tx) => {
      const rows = (
        await tx.execute<{
          id: number;
          kind: string;
          payload: Record<string, unknown>;
          unique_key: string | null;
          run_at: string;
          attempts: number;
          max_attempts: number;
        }>(sql`select * from job_carryover order by id for update skip locked`)
      ).rows;
      for (const r of rows) {
        await this.send(tx, r.kind, r.payload, {
          ...(r.unique_key ? { uniqueKey: r.unique_key } : {}),
          runAt: new Date(r.run_at),
          // A fresh allowance: handlers' last-attempt steps (refund or payout marked failed) still come.
          maxAttempts: r.max_attempts,
        });
        await tx.execute(sql`delete from job_carryover where id = ${r.id}`);
      }
    });
  }

  /**
   * Production: pg-boss workers for every kind (polling every pollMs), with its supervision
   * (expired leases, retention) on; recurring jobs and tickers run on our own timer.
   */
  start() {
    if (this.running) return;
    this.running = true;
    this.worker = this.boss({ supervise: true, schedule: false, registerInstance: true, instanceName: this.workerId });
    const worker = this.worker;
    const boot = (async () => {
      await this.ready();
      await worker.start();
      for (const [kind, handler] of this.handlers) {
        await this.ensureQueue(kind);
        await worker.work(
          kind,
          { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: Math.max(0.5, (this.opts.pollMs ?? 1000) / 1000) },
          async ([job]: JobWithMetadata<Record<string, unknown>>[]) => this.runOne(kind, handler, job!),
        );
      }
    })().catch((err) => this.log.error({ err }, 'job queue failed to start'));
    const loop = async () => {
      if (!this.running) return;
      this.active = this.housekeeping().then(
        () => {},
        (err) => this.log.error({ err }, 'job runner tick failed'),
      );
      await this.active;
      if (this.running) this.timer = setTimeout(loop, this.opts.pollMs ?? 1000);
    };
    this.timer = setTimeout(() => void boot.then(loop), 50);
  }

  async stop() {
    this.running = false;
    clearTimeout(this.timer);
    await this.active;
    queues.delete(this);
    if (this.worker) await this.worker.stop({ graceful: true, close: false, timeout: 15_000 }).catch(() => {});
    if (this.booted) await this.client.stop({ graceful: false, close: false }).catch(() => {});
  }

  private async runOne(kind: string, handler: JobHandler, job: JobWithMetadata<Record<string, unknown>>) {
    const attempts = job.retryCount + 1;
    try {
      await handler(job.data, { id: job.id, attempts });
    } catch (err) {
      if (attempts > job.retryLimit) this.log.error({ err, jobId: job.id, kind }, 'job failed for good');
      throw err;
    }
  }

  private async housekeeping() {
    await this.scheduleRecurring();
    for (const t of this.tickers) await t().catch((err) => this.log.error({ err }, 'job runner ticker failed'));
  }

  /** Runs every due job once (and the tickers); returns how many jobs ran. Tests call this directly. */
  async tick(): Promise<number> {
    await this.ready();
    await this.housekeeping();
    let ran = 0;
    for (const [kind, handler] of this.handlers) {
      await this.ensureQueue(kind);
      for (;;) {
        const jobs = await this.client.fetch<Record<string, unknown>>(kind, {
          batchSize: this.opts.batch ?? 10,
          includeMetadata: true as const,
        });
        if (!jobs.length) break;
        for (const job of jobs) {
          try {
            await this.runOne(kind, handler, job);
            await this.client.complete(kind, job.id);
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            await this.client.fail(kind, job.id, { message });
          }
          ran++;
        }
      }
    }
    return ran;
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

  /** pg-boss's supervision once, now: expired leases retried, finished jobs past retention deleted. */
  async maintain() {
    await this.ready();
    for (const kind of this.created.keys()) await this.client.supervise(kind);
  }

  // One send per kind per period from each instance; pg-boss's throttle (singletonSeconds) makes
  // it one in all, not one per tick.
  private async scheduleRecurring() {
    const now = Date.now();
    for (const r of this.recurring) {
      const slot = Math.floor(now / r.everyMs);
      if (this.scheduledSlot.get(r.kind) === slot) continue;
      await this.send(
        this.db,
        r.kind,
        {},
        { uniqueKey: r.kind, singletonSeconds: Math.max(1, Math.round(r.everyMs / 1000)), maxAttempts: 1 },
      );
      this.scheduledSlot.set(r.kind, slot);
    }
  }
}
