import path from 'node:path';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
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
declare module 'vitest' {
  export interface ProvidedContext {
    pgServerUrl: string;
    pgTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stop: (() => Promise<void>) | undefined;
  if (!serverUrl) {
    const embedded = await startEmbedded({
      dataDir: path.resolve(`data/test-${process.env.TEST_EMBEDDED_PG_PORT ?? 54331}`),
      port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54331),
      databases: [],
      log: (m) => console.error(m),
    });
    serverUrl = embedded.url('postgres');
    stop = embedded.stop;
  }
  // A template of our own, so several runs can share one server at once.
  const TEMPLATE = `ireti_tpl_${process.pid}_${randomBytes(3).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${TEMPLATE}`);
  await admin.end();

  const url = new URL(serverUrl);
  url.pathname = `/${TEMPLATE}`;
  const pool = createPool(url.toString(), 2);
  await migrate(pool);
  await seedReference(createDb(pool));
  await pool.end();

  project.provide('pgServerUrl', serverUrl);
  project.provide('pgTemplate', TEMPLATE);
  return async () => {
    const a = new pg.Client({ connectionString: serverUrl });
    await a.connect();
    await a.query(`drop database if exists ${TEMPLATE} with (force)`).catch(() => {});
    await a.end();
    await stop?.();
  };
}
