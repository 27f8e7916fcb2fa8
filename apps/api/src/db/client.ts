import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema.ts';

// bigint (int8) columns come back as JS numbers: every amount we store is integer kobo below
// 2^53 (the goal and donation caps keep it there), and counts are far below it.
pg.types.setTypeParser(20, (v) => {
  const n = Number(v);
  if (!Number.isSafeInteger(n)) throw new RangeError(`int8 value ${v} is beyond the safe integer range`);
  return n;
});

export type Db = NodePgDatabase<typeof schema> & { $client: pg.Pool };

/** The pool each connection came from (a transaction runs on one connection of a pool). */
const poolOfClient = new WeakMap<object, pg.Pool>();

export function createPool(url: string, max = 20): pg.Pool {
  const pool = new pg.Pool({ connectionString: url, max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
  pool.on('error', () => {}); // an idle client's error is reported by the next query that uses the pool
  pool.on('connect', (client) => {
    poolOfClient.set(client, pool);
    // A connection the server ends (a restart: 57P01) while it is checked out but between
    // statements — a transaction awaiting its next query — emits 'error' on the client, and the
    // pool listens only to idle ones: unheard, it stopped the process (issue 23, the restart drill).
    // The client is then unusable, so its next query fails (a 503, http/error-handler.ts) and it is
    // released with that error, which removes it from the pool.
    client.on('error', () => {});
  });
  return pool;
}

/** The pool a database handle or a transaction runs on, when it came from createPool. */
export function poolOf(db: Db | Tx): pg.Pool | undefined {
  const d = db as unknown as { $client?: unknown; session?: { client?: object } };
  if (d.$client instanceof pg.Pool) return d.$client;
  const client = d.session?.client;
  return client instanceof pg.Pool ? client : client ? poolOfClient.get(client) : undefined;
}

export function createDb(pool: pg.Pool): Db {
  return drizzle(pool, { schema }) as Db;
}

/** Runs `fn` in a transaction; the callback gets a drizzle handle bound to it. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Readiness on a connection of its own (GET /readyz). A probe that took its turn in the request
 * pool waited behind every queued request when the instance was busy, and timed out at the load
 * balancer's one-second check: under a burst every instance was marked down at once and HAProxy
 * answered 503 for all of them (bench/day.ts). The probe asks whether the database answers, not
 * whether a pool slot is free. Its connection is made from the pool's settings as they are when
 * it connects, and is dropped on any failure so the next probe connects afresh.
 */
export function createProbe(pool: pg.Pool, timeoutMs = 2_000) {
  let client: pg.Client | undefined;
  const drop = (c: pg.Client | undefined) => {
    if (c && client === c) client = undefined;
    c?.end().catch(() => {});
  };
  return {
    async check(): Promise<void> {
      let c = client;
      if (!c) {
        const options = (pool as pg.Pool & { options: pg.ClientConfig }).options;
        c = new pg.Client({ ...options, connectionTimeoutMillis: timeoutMs, query_timeout: timeoutMs });
        const made = c;
        made.on('error', () => drop(made));
        client = made;
        await made.connect().catch((err: unknown) => {
          drop(made);
          throw err;
        });
      }
      await c.query('select 1').catch((err: unknown) => {
        drop(c);
        throw err;
      });
    },
    close: () => drop(client),
  };
}
