import type pg from 'pg';
import type { Config } from '../config.ts';
import { createDb, createPool, type Db } from './client.ts';
import { startEmbedded, type EmbeddedDb } from './embedded.ts';
import { migrate } from './migrate.ts';

export interface Database {
  db: Db;
  pool: pg.Pool;
  url: string;
  embedded?: EmbeddedDb;
  close: () => Promise<void>;
}

/**
 * Opens the configured database: PostgreSQL at DATABASE_URL, or the embedded server in
 * DATA_DIR. Applies migrations. `close` ends the pool, then stops the embedded server cleanly.
 */
export async function openDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'dataDir' | 'EMBEDDED_PG_PORT'>,
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
    throw err;
  }
  return {
    db: createDb(pool),
    pool,
    url,
    embedded,
    close: async () => {
      await pool.end();
      await embedded?.stop();
    },
  };
}
