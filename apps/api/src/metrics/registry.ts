import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Db } from '../db/client.ts';
import type { PublicCache } from '../http/public-cache.ts';
import type { ReadReplica } from '../db/read-replica.ts';
import { queueStats, type QueueStats } from '../jobs/queue-stats.ts';
import { outboxBacklog, type OutboxBacklog } from '../modules/notifications/index.ts';
import { moneyMetrics, type MoneyMetrics } from '../modules/payments/index.ts';
import { retentionMetrics, type RetentionMetrics } from '../modules/rights/index.ts';

/**
 * What one scrape reads from the database. A part that failed is undefined: its source reads 0, its
 * labelled series are left out and its single values read NaN (never a reassuring 0).
 */
interface Snapshot {
  money?: MoneyMetrics;
  outbox?: OutboxBacklog;
  jobs?: QueueStats[];
  retention?: RetentionMetrics;
}

const SOURCES = ['money', 'outbox', 'jobs', 'retention'] as const;
const HTTP_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

type Connect = (cb?: (err: Error | undefined, client: unknown, release: unknown) => void) => unknown;
const timedPools = new WeakSet<object>();

/**
 * Observes how long each connection of `pool` took to get: pg's Pool.query and a transaction both
 * go through pool.connect, which this wraps once per pool (callback and promise forms alike).
 */
function timeAcquire(pool: Db['$client'], wait: Histogram) {
  if (timedPools.has(pool)) return;
  timedPools.add(pool);
  const connect = (pool.connect as Connect).bind(pool);
  const timed: Connect = (cb) => {
    const end = wait.startTimer();
    if (cb)
      return connect((err, client, release) => {
        end();
        cb(err, client, release);
      });
    return (connect() as Promise<unknown>).finally(end);
  };
  (pool as unknown as { connect: Connect }).connect = timed;
}

/**
 * The Prometheus metrics of one API process (docs/decisions/081-metrics.md). Request timings and the
 * public cache are this process's own; money, jobs and the outbox are read from the database at
 * scrape time, so every instance reports the same truth and no money code counts anything.
 */
export class Metrics {
  readonly registry = new Registry();
  readonly #db: Db;
  readonly #warn: (err: unknown, m: string) => void;
  #cache: PublicCache | null = null;
  /** The database reads of the scrape under way, shared by every collector of that scrape. */
  #scrape: Promise<Snapshot> | undefined;
  readonly #http: Histogram<'method' | 'route' | 'status_code'>;

  /** `warn` hears of a database figure that could not be read (the scrape still answers, that source reads 0). */
  constructor(db: Db, o: { warn?: (err: unknown, m: string) => void } = {}) {
    this.#db = db;
    this.#warn = o.warn ?? (() => {});
    const registers = [this.registry];
    // process and Node metrics: CPU, memory, handles, GC, and the event loop's lag (nodejs_eventloop_lag_*)
    collectDefaultMetrics({ register: this.registry });

    this.#http = new Histogram({
      name: 'ireti_http_request_duration_seconds',
      help: 'Time to answer a request, by route pattern (never the raw URL), method and status code',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });

    const pool = db.$client;
    const poolGauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          this.set(read());
        },
      });
    poolGauge('ireti_db_pool_connections', 'Connections the database pool holds (in use and idle)', () => pool.totalCount);
    poolGauge('ireti_db_pool_idle_connections', 'Connections of the pool not in use', () => pool.idleCount);
    poolGauge('ireti_db_pool_waiting_clients', 'Queries waiting for a connection of the pool', () => pool.waitingCount);
    poolGauge('ireti_db_pool_max_connections', 'The most connections the pool opens', () => pool.options.max ?? 10);
    timeAcquire(
      pool,
      new Histogram({
        name: 'ireti_db_pool_acquire_seconds',
        help: 'Time a query or transaction waited for a connection of the pool (an idle one: ~0; a new one: its connect; none free: the queue)',
        buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
        registers,
      }),
    );

    const snapshot = () => this.#scrape ?? this.#read();
    new Gauge({
      name: 'ireti_metrics_source_up',
      help: 'Whether the database figures of this scrape could be read (1) or not (0), by source',
      labelNames: ['source'],
      registers,
      async collect() {
        const s = await snapshot();
        for (const source of SOURCES) this.set({ source }, s[source] ? 1 : 0);
      },
    });

    // Counters whose value is a database total: set absolutely each scrape (rate() and increase() apply).
    new Counter({
      name: 'ireti_donations_total',
      help: 'Donations ever initiated, confirmed (paid) and refunded',
      labelNames: ['stage'],
      registers,
      async collect() {
        const m = (await snapshot()).money;
        this.reset();
        if (m) for (const stage of ['initiated', 'confirmed', 'refunded'] as const) this.inc({ stage }, m.donations[stage].count);
      },
    });
    new Counter({
      name: 'ireti_donations_kobo_total',
      help: 'Kobo of the donations ever initiated, confirmed (paid) and refunded',
      labelNames: ['stage'],
      registers,
      async collect() {
        const m = (await snapshot()).money;
        this.reset();
        if (m) for (const stage of ['initiated', 'confirmed', 'refunded'] as const) this.inc({ stage }, m.donations[stage].kobo);
      },
    });

    // Transfers into campaigns' permanent accounts (issue 27): counted as gifts, or sent back.
    for (const [name, field] of [
      ['ireti_transfers_received_total', 'count'],
      ['ireti_transfers_received_kobo_total', 'kobo'],
    ] as const)
      new Counter({
        name,
        help: `Bank transfers into campaigns' permanent accounts, counted as gifts or sent back${field === 'kobo' ? ' (kobo)' : ''}`,
        labelNames: ['outcome'],
        registers,
        async collect() {
          const m = (await snapshot()).money;
          this.reset();
          if (m) for (const outcome of ['counted', 'returned'] as const) this.inc({ outcome }, m.transfers[outcome][field]);
        },
      });
    new Gauge({
      name: 'ireti_dedicated_accounts',
      help: "Campaigns' permanent account numbers by status",
      labelNames: ['status'],
      registers,
      async collect() {
        const m = (await snapshot()).money;
        this.reset();
        if (m) for (const [status, n] of Object.entries(m.dedicatedAccounts)) this.set({ status }, n);
      },
    });

    const fromMoney = (name: string, help: string, read: (m: MoneyMetrics) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const m = (await snapshot()).money;
          this.set(m ? read(m) : NaN);
        },
      });
    fromMoney('ireti_donations_pending', 'Donations waiting for the payment provider', (m) => m.pending.count);
    fromMoney(
      'ireti_donations_pending_oldest_seconds',
      'How long the oldest pending donation has waited (0 when none)',
      (m) => m.pending.oldestSeconds,
    );

    const byStatus = (name: string, help: string, read: (m: MoneyMetrics) => Record<string, { count: number; kobo: number }>) => {
      for (const [suffix, field] of [
        ['', 'count'],
        ['_kobo', 'kobo'],
      ] as const)
        new Gauge({
          name: `${name}${suffix}`,
          help: `${help}${field === 'kobo' ? ' (kobo)' : ''}`,
          labelNames: ['status'],
          registers,
          async collect() {
            const m = (await snapshot()).money;
            this.reset();
            if (m) for (const [status, v] of Object.entries(read(m))) this.set({ status }, v[field]);
          },
        });
    };
    byStatus('ireti_refunds', 'Refunds by status', (m) => m.refunds);
    byStatus('ireti_payouts', 'Payouts by status', (m) => m.payouts);
    // Monthly giving (decision 092).
    new Gauge({
      name: 'ireti_subscriptions',
      help: 'Monthly donations by status',
      labelNames: ['status'],
      registers,
      async collect() {
        const m = (await snapshot()).money;
        this.reset();
        if (m) for (const [status, n] of Object.entries(m.subscriptions.byStatus)) this.set({ status }, n);
      },
    });
    new Counter({
      name: 'ireti_subscription_failures_total',
      help: 'Monthly charges the payment provider could not take',
      registers,
      async collect() {
        const m = (await snapshot()).money;
        this.reset();
        if (m) this.inc(m.subscriptions.failedCharges);
      },
    });

    const fromOutbox = (name: string, help: string, read: (o: OutboxBacklog) => number) =>
      new Gauge({
        name,
        help,
        registers,
        async collect() {
          const o = (await snapshot()).outbox;
          this.set(o ? read(o) : NaN);
        },
      });
    fromOutbox('ireti_outbox_pending', 'E-mails and SMS waiting to be sent', (o) => o.pending);
    fromOutbox(
      'ireti_outbox_oldest_pending_seconds',
      'How long the oldest unsent e-mail or SMS has waited (0 when none)',
      (o) => o.oldestSeconds,
    );

    // Keep only what is needed (decision 085): the daily retention job's last run and what it removed.
    new Gauge({
      name: 'ireti_retention_last_run_timestamp_seconds',
      help: 'When the daily retention job last ran (NaN: never)',
      registers,
      async collect() {
        const r = (await snapshot()).retention;
        this.set(r?.lastRunSeconds ?? NaN);
      },
    });
    new Counter({
      name: 'ireti_retention_removed_total',
      help: 'What the retention job removed: identity and volunteer documents, payouts whose bank details were cleared',
      labelNames: ['kind'],
      registers,
      async collect() {
        const r = (await snapshot()).retention;
        this.reset();
        if (r) {
          this.inc({ kind: 'identity_document' }, r.identityDocuments);
          this.inc({ kind: 'volunteer_document' }, r.volunteerDocuments);
          this.inc({ kind: 'payout_bank_details' }, r.payoutsCleared);
        }
      },
    });

    const fromJobs = (name: string, help: string, labelNames: string[], fill: (g: Gauge, q: QueueStats) => void) =>
      new Gauge({
        name,
        help,
        labelNames,
        registers,
        async collect() {
          const jobs = (await snapshot()).jobs;
          this.reset();
          for (const q of jobs ?? []) fill(this, q);
        },
      });
    fromJobs(
      'ireti_jobs',
      'Jobs by queue and state: waiting (due), scheduled (not due yet), active, failed (kept a week)',
      ['queue', 'state'],
      (g, q) => {
        for (const state of ['waiting', 'scheduled', 'active', 'failed'] as const) g.set({ queue: q.queue, state }, q[state]);
      },
    );
    fromJobs('ireti_jobs_retrying', 'Jobs that failed and wait for another attempt', ['queue'], (g, q) =>
      g.set({ queue: q.queue }, q.retrying),
    );
    fromJobs('ireti_jobs_failed_last_hour', 'Jobs given up on in the last hour', ['queue'], (g, q) =>
      g.set({ queue: q.queue }, q.failedLastHour),
    );
    fromJobs('ireti_jobs_oldest_waiting_seconds', 'How long the oldest due job has waited to be taken (0 when none)', ['queue'], (g, q) =>
      g.set({ queue: q.queue }, q.oldestWaitingSeconds),
    );

    const served = () => this.#cache?.served;
    new Counter({
      name: 'ireti_public_cache_requests_total',
      help: "Anonymous public reads by the API's own cache: hit, stale (served while refreshed), miss, refresh (background)",
      labelNames: ['result'],
      registers,
      collect() {
        this.reset();
        for (const [result, n] of Object.entries(served() ?? {})) this.inc({ result }, n);
      },
    });
  }

  /**
   * DATABASE_READ_URL's replica (docs/decisions/082-read-replica.md): whether public reads go to it
   * now (1) or to the primary (0), and how far behind it is known to be. No series without one.
   */
  watchReplica(replica: ReadReplica | undefined) {
    if (!replica) return;
    const registers = [this.registry];
    new Gauge({
      name: 'ireti_db_replica_fresh',
      help: 'Whether the read replica is within DATABASE_READ_MAX_LAG_MS and takes the public reads (1) or not (0)',
      registers,
      collect() {
        this.set(replica.fresh ? 1 : 0);
      },
    });
    new Gauge({
      name: 'ireti_db_replica_lag_seconds',
      help: 'How far behind the primary the read replica is known to be (+Inf: unreachable or behind every sample kept)',
      registers,
      collect() {
        this.set(replica.lagMs / 1000);
      },
    });
  }

  /** The app's public cache, once built (null when PUBLIC_CACHE=off: no series). */
  watchPublicCache(cache: PublicCache | null) {
    this.#cache = cache;
  }

  /** Records one answered request; `route` is the route's pattern (undefined: no route matched). */
  observeRequest(method: string, route: string | undefined, statusCode: number, seconds: number) {
    this.#http.observe(
      { method: HTTP_METHODS.has(method) ? method : 'OTHER', route: route ?? 'unmatched', status_code: String(statusCode) },
      seconds,
    );
  }

  get contentType() {
    return this.registry.contentType;
  }

  /** The exposition text: one round of database reads shared by every collector. */
  async text(): Promise<string> {
    const scrape = this.#read();
    this.#scrape = scrape;
    try {
      return await this.registry.metrics();
    } finally {
      if (this.#scrape === scrape) this.#scrape = undefined;
    }
  }

  #read(): Promise<Snapshot> {
    const quiet = <T>(source: (typeof SOURCES)[number], p: Promise<T>) =>
      p.catch((err: unknown) => {
        this.#warn(err, `metrics: could not read the ${source} figures`);
        return undefined;
      });
    return Promise.all([
      quiet('money', moneyMetrics(this.#db)),
      quiet('outbox', outboxBacklog(this.#db)),
      quiet('jobs', queueStats(this.#db)),
      quiet('retention', retentionMetrics(this.#db)),
    ]).then(([money, outbox, jobs, retention]) => ({ money, outbox, jobs, retention }));
  }
}
