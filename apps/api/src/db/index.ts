import type pg from 'pg';
import { StartupError, type Config } from '../config.ts';
import { createDb, createPool, type Db } from './client.ts';
import { startEmbedded, type EmbeddedDb } from './embedded.ts';
import { migrate } from './migrate.ts';
import { ReadReplica } from './read-replica.ts';

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  embedded?: EmbeddedDb;
  /** DATABASE_READ_URL's replica, sampling from the start (docs/decisions/082-read-replica.md). */
  replica?: ReadReplica;
  close: () => Promise<void>;
}

/**
 * Opens the configured database: PostgreSQL at DATABASE_URL, or the embedded server in
 * DATA_DIR. Applies migrations. With DATABASE_READ_URL, starts sampling the replica (an
 * unreachable one is not fatal: reads stay on the primary until it answers, and it is logged).
 * `close` stops the replica's sampling and pool, ends the pool, then stops the embedded server.
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir' | 'EMBEDDED_PG_PORT'> &
    Partial<Pick<Config, 'DATABASE_READ_URL' | 'DATABASE_READ_MAX_LAG_MS'>>,
  log: (m: string) => void = () => {},
): Promise<Database> {
  let embedded: EmbeddedDb | undefined;
  let url = config.DATABASE_URL;
  if (!url) {
    embedded = await startEmbedded({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, databases: ['ireti'], log });
    url = embedded.url('ireti');
  }
  const pool = createPool(url);
  try {
    await migrate(pool, log);
  } catch (err) {
    await pool.end();
    await embedded?.stop();
    throw (config.DATABASE_URL && unreachable(err, config.DATABASE_URL)) || err;
  }
  const db = createDb(pool);
  let replica: ReadReplica | undefined;
  if (config.DATABASE_READ_URL && config.DATABASE_URL) {
    replica = new ReadReplica(config.DATABASE_READ_URL, db, { maxLagMs: config.DATABASE_READ_MAX_LAG_MS });
    replica.onChange = (fresh, why) =>
      log(fresh ? `read replica: in use (${why})` : `read replica: public reads go to the primary: ${why}`);
    await replica.start();
    if (!replica.fresh) log('read replica: not fresh at start; public reads go to the primary until it is');
    else if (replica.standby === false) log('read replica: DATABASE_READ_URL is not a standby (a pooler or the primary itself?)');
  }
  return {
    db,
    pool,
    url,
    embedded,
    replica,
    close: async () => {
      await replica?.close();
      await pool.end();
      await embedded?.stop();
    },
  };
}

/** The one sentence for a DATABASE_URL that cannot be used: names the host, never the password. */
export function unreachable(err: unknown, databaseUrl: string): StartupError | null {
  const e = err as { code?: string; message?: string };
  let where = 'the configured address';
  let user = '';
  let name = '';
  try {
    const u = new URL(databaseUrl);
    where = `${u.hostname}:${u.port || 5432}`;
    user = decodeURIComponent(u.username);
    name = decodeURIComponent(u.pathname.slice(1));
  } catch {
    /* config checked it is a URL */
  }
  const fix = 'check DATABASE_URL and that PostgreSQL is running there.';
  const reasons: Record<string, string> = {
    ECONNREFUSED: 'connection refused',
    ENOTFOUND: 'no such host',
    EAI_AGAIN: 'the host name could not be looked up',
    ETIMEDOUT: 'no answer',
    EHOSTUNREACH: 'host unreachable',
    ENETUNREACH: 'network unreachable',
    ECONNRESET: 'the connection was closed',
  };
  if (e?.code && reasons[e.code]) return new StartupError(`Cannot reach the database at ${where} (${reasons[e.code]}); ${fix}`);
  if (/timeout/i.test(e?.message ?? '') && /connect/i.test(e?.message ?? ''))
    return new StartupError(`Cannot reach the database at ${where} (no answer); ${fix}`);
  if (e?.code === '28P01' || e?.code === '28000')
    return new StartupError(`The database at ${where} refused the user "${user}" (wrong password or not allowed); check DATABASE_URL.`);
  if (e?.code === '3D000') return new StartupError(`The database "${name}" does not exist at ${where}; create it or fix DATABASE_URL.`);
  return null;
}
