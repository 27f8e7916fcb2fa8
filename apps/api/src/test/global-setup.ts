import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbedded } from '../db/embedded.ts';
import { createPool, createDb } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { seedReference } from '../modules/reference/reference.service.ts';

/**
 * One PostgreSQL server for the run: the machine's when TEST_DATABASE_URL is set (CI), the
 * embedded one otherwise. A template database holds the migrated schema and reference data;
 * each test file clones it into a fresh database of its own (see db.ts).
 */
export const TEMPLATE = 'ireti_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!serverUrl) {
    const embedded = await startEmbedded({
      dataDir: path.resolve('data/test'),
      port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54331),
      databases: [],
      log: (m) => console.error(m),
    });
    serverUrl = embedded.url('postgres');
    stop = embedded.stop;
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${TEMPLATE}' and pid <> pg_backend_pid()`);
  await admin.query(`drop database if exists ${TEMPLATE}`);
  await admin.query(`create database ${TEMPLATE}`);
  const stale = await admin.query<{ datname: string }>(`select datname from pg_database where datname like 't\\_%'`);
  for (const { datname } of stale.rows) await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => {});
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE}`;
  const pool = createPool(url.toString(), 2);
  await migrate(pool);
  await seedReference(createDb(pool));
  await pool.end();

  project.provide('pgServerUrl', serverUrl);
  return async () => {
    await stop?.();
  };
}
