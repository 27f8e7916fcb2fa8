import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { createDb, createPool, type Db } from './client.ts';

/**
 * The optional read replica (DATABASE_READ_URL, docs/decisions/082-read-replica.md). Reads that
 * tolerate about a second of lag — the public lists and the campaign page for visitors — take
 * `ctx.readDb`; it is the replica while the replica is fresh, else the primary. Everything that
 * decides money or permissions keeps `ctx.db` (the primary).
 *
 * Fresh means: the replica has replayed everything the primary had flushed `maxLagMs` ago, judged
 * when a read asks for `readDb`, not when the last sample was taken. Every `SAMPLE_MS` the
 * primary's flushed WAL position is noted (pg_current_wal_flush_lsn: a commit has been flushed
 * before its client hears of it) and the replica's replay position read (pg_last_wal_replay_lsn);
 * `caughtUpTo` becomes the time of the newest sample the replica has reached. A read is sent to the
 * replica only while `now - caughtUpTo <= maxLagMs`, so whatever it reads includes every commit
 * made more than `maxLagMs` before it began. A replica that falls behind or pauses is left within
 * `maxLagMs`, one that cannot be reached (or a sample that hangs) at the latest then too, and it is
 * taken back once a sample finds it caught up. A DATABASE_READ_URL that is not a standby
 * (pg_is_in_recovery() false: a pooler in front of the primary, or the primary itself) is caught up
 * at every sample that answers.
 */
export const SAMPLE_MS = 250;
/** A sample that has not answered by then counts as failed, so a hung connection cannot stop the sampling. */
export const SAMPLE_TIMEOUT_MS = 5_000;

interface Sample {
  at: number;
  lsn: bigint;
}

/** '16/B374D848' → a number that orders like the position. */
export function lsnValue(lsn: string): bigint {
  const m = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i.exec(lsn.trim());
  if (!m) throw new Error(`not a WAL position: ${lsn}`);
  return (BigInt(`0x${m[1]}`) << 32n) + BigInt(`0x${m[2]}`);
}

export class ReadReplica {
  readonly db: Db;
  readonly pool: pg.Pool;
  /** The most lag a read through `readDb` may see, in ms (DATABASE_READ_MAX_LAG_MS). */
  readonly maxLagMs: number;
  #primary: Db;
  /** The time (this.#now) of the newest primary sample the replica has replayed; -Infinity: none. */
  #caughtUpTo = -Infinity;
  #wasFresh = false;
  #standby: boolean | undefined;
  #samples: Sample[] = [];
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #stopped = false;
  #now: () => number;
  /** Told when the replica is taken or left, at a sample (for the log). */
  onChange: (fresh: boolean, why: string) => void = () => {};

  constructor(url: string, primary: Db, o: { maxLagMs?: number; poolSize?: number; now?: () => number } = {}) {
    this.pool = createPool(url, o.poolSize ?? 20);
    this.db = createDb(this.pool);
    this.#primary = primary;
    this.maxLagMs = o.maxLagMs ?? 1000;
    this.#now = o.now ?? (() => performance.now());
  }

  /** True while reads may go to the replica. */
  get fresh() {
    return this.#now() - this.#caughtUpTo <= this.maxLagMs;
  }

  /** How far behind the replica is known to be, in ms (Infinity: unknown, unreachable, or behind every sample kept). */
  get lagMs() {
    return Math.max(0, this.#now() - this.#caughtUpTo);
  }

  /** The replica when fresh, else the primary. */
  get readDb(): Db {
    return this.fresh ? this.db : this.#primary;
  }

  /** Whether DATABASE_READ_URL is a standby (null before the first sample answered). */
  get standby() {
    return this.#standby ?? null;
  }

  /** Takes the first sample (so a fresh replica is used from the first request), then one every SAMPLE_MS. */
  async start() {
    await this.check();
    const loop = () => {
      if (this.#stopped) return;
      this.#timer = setTimeout(() => {
        this.#running = this.check().finally(loop);
      }, SAMPLE_MS);
      this.#timer.unref();
    };
    loop();
  }

  /** One sample: the primary's position, then the replica's; moves `caughtUpTo`. */
  async check() {
    const now = this.#now();
    let why = '';
    let timer: NodeJS.Timeout | undefined;
    try {
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${SAMPLE_TIMEOUT_MS} ms`)), SAMPLE_TIMEOUT_MS);
      });
      await Promise.race([this.#sample(now), late]);
    } catch (err) {
      this.#caughtUpTo = -Infinity;
      why = `the replica or the primary did not answer (${(err as Error).message})`;
    } finally {
      clearTimeout(timer);
    }
    if (!why && !(now - this.#caughtUpTo <= this.maxLagMs)) why = `the replica is more than ${this.maxLagMs} ms behind`;
    this.#trim(now);
    const fresh = now - this.#caughtUpTo <= this.maxLagMs;
    if (fresh !== this.#wasFresh) {
      this.#wasFresh = fresh;
      try {
        this.onChange(fresh, why || 'the replica has caught up');
      } catch {
        /* a listener's failure is not the replica's */
      }
    }
  }

  /** Notes the primary's position as of `now` and sets `caughtUpTo` from the replica's. */
  async #sample(now: number) {
    const [p] = (await this.#primary.execute<{ lsn: string }>(sql`select pg_current_wal_flush_lsn()::text as lsn`)).rows;
    this.#samples.push({ at: now, lsn: lsnValue(p!.lsn) });
    const [r] = (
      await this.db.execute<{ standby: boolean; lsn: string | null }>(
        sql`select pg_is_in_recovery() as standby, pg_last_wal_replay_lsn()::text as lsn`,
      )
    ).rows;
    this.#standby = r!.standby;
    if (!r!.standby) {
      this.#caughtUpTo = now;
      return;
    }
    const replayed = r!.lsn === null ? -1n : lsnValue(r!.lsn);
    // Samples keep their order of time and position: the newest one the replica has reached.
    let reached = -Infinity;
    for (const s of this.#samples) if (s.lsn <= replayed) reached = s.at;
    this.#caughtUpTo = reached;
  }

  /**
   * Keeps the newest sample at least maxLagMs old and every later one: a replica behind all of
   * them is more than maxLagMs behind whatever older samples would say.
   */
  #trim(now: number) {
    let keepFrom = 0;
    this.#samples.forEach((s, i) => {
      if (s.at <= now - this.maxLagMs) keepFrom = i;
    });
    if (keepFrom > 0) this.#samples = this.#samples.slice(keepFrom);
  }

  /** Stops sampling (reads go to the primary from now on) and ends the replica's pool. */
  async close() {
    this.#stopped = true;
    clearTimeout(this.#timer);
    await this.#running?.catch(() => {});
    this.#caughtUpTo = -Infinity;
    await this.pool.end();
  }
}
