import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { createDb, createPool, type Db } from '../db/client.ts';

export interface TestDatabase {
  url: string;
  db: Db;
  pool: pg.Pool;
  drop: () => Promise<void>;
}

/** A fresh database cloned from the migrated template: one per test file (docs/style.md). */
export async function freshDatabase(): Promise<TestDatabase> {
  const serverUrl = inject('pgServerUrl');
  const TEMPLATE = inject('pgTemplate');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = createPool(url.toString(), 10);
  return {
    url: url.toString(),
    db: createDb(pool),
    pool,
    drop: async () => {
      await pool.end();
      const a = new pg.Client({ connectionString: serverUrl });
      await a.connect();
      await a.query(`drop database if exists ${name} with (force)`);
      await a.end();
    },
  };
}
