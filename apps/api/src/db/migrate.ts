import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { installJobQueue } from '../jobs/queue.ts';

/**
 * Applies the SQL migrations in one global order, each once, each in its own transaction, under an
 * advisory lock so several instances starting together apply them once
 * (docs/decisions/002-sql-migrations.md). Each module keeps its migrations beside its code
 * (`modules/<module>/migrations/`); the platform's are in db/migrations. Names are `NNNN_what.sql`
 * with one sequence across all those folders: a file that sorts before a migration already applied
 * is refused, so a fresh database and an upgraded one always run the same files in the same order.
 */
const SRC = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');

/** db/migrations and every module's migrations folder. */
export async function migrationDirs(): Promise<string[]> {
  const modules = await fs.readdir(path.join(SRC, 'modules'), { withFileTypes: true });
  return [
    path.join(SRC, 'db', 'migrations'),
    ...modules.filter((d) => d.isDirectory()).map((d) => path.join(SRC, 'modules', d.name, 'migrations')),
  ];
}
const LOCK_KEY = 7_240_001;
const NAME = /^(\d{4})_[a-z0-9_]+\.sql$/;

/** Names the migrations had while each module kept its own number range; renamed where recorded. */
export const LEGACY_NAMES: Record<string, string> = {
  '1001_accounts.sql': '0003_accounts.sql',
  '2001_campaign_lists.sql': '0004_campaign_lists.sql',
  '2002_campaign_search.sql': '0005_campaign_search.sql',
  '3001_sandbox.sql': '0006_sandbox.sql',
  '3002_donations_ledger.sql': '0007_donations_ledger.sql',
  '4001_trust.sql': '0008_trust.sql',
  '5001_public_change_notify.sql': '0009_public_change_notify.sql',
};

/** The migration files (name → path) in the order they run; throws when two share a number or a name is malformed. */
export async function migrationPaths(dirs?: string[]): Promise<Map<string, string>> {
  dirs ??= await migrationDirs();
  const found: [string, string][] = [];
  for (const dir of dirs) {
    const names = await fs.readdir(dir).catch((e: NodeJS.ErrnoException) => (e.code === 'ENOENT' ? [] : Promise.reject(e)));
    for (const f of names) if (f.endsWith('.sql')) found.push([f, path.join(dir, f)]);
  }
  found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const seen = new Map<string, string>();
  for (const [f] of found) {
    const m = NAME.exec(f);
    if (!m) throw new Error(`migration ${f}: name it NNNN_what.sql (four digits, lower-case words)`);
    const other = seen.get(m[1]!);
    if (other) throw new Error(`migrations ${other} and ${f} share the number ${m[1]}: give ${f} the next free number`);
    seen.set(m[1]!, f);
  }
  return new Map(found);
}

/** The migration names in the order they run. */
export async function migrationFiles(dirs?: string[]): Promise<string[]> {
  return [...(await migrationPaths(dirs)).keys()];
}

export interface MigrateOptions {
  log?: (m: string) => void;
  /** Stop after this file (tests upgrading step by step). */
  until?: string;
  dirs?: string[];
}

export async function migrate(pool: pg.Pool, opts: MigrateOptions | ((m: string) => void) = {}): Promise<number> {
  const o = typeof opts === 'function' ? { log: opts } : opts;
  const log = o.log ?? (() => {});
  const paths = await migrationPaths(o.dirs);
  const files = [...paths.keys()];
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [LOCK_KEY]);
    await client.query(
      'create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())',
    );
    for (const [old, name] of Object.entries(LEGACY_NAMES)) {
      await client.query('update schema_migrations set name = $2 where name = $1', [old, name]);
    }
    const done = new Set((await client.query<{ name: string }>('select name from schema_migrations')).rows.map((r) => r.name));
    const newest = [...done].sort().at(-1) ?? '';
    let applied = 0;
    let last = '';
    for (const file of files) {
      if (done.has(file)) continue;
      if (file < newest) {
        throw new Error(
          `migration ${file} sorts before ${newest}, which this database already has: renumber it after the newest migration`,
        );
      }
      const sql = await fs.readFile(paths.get(file)!, 'utf8');
      await client.query('begin');
      try {
        await client.query(sql);
        await client.query('insert into schema_migrations (name) values ($1)', [file]);
        await client.query('commit');
      } catch (err) {
        await client.query('rollback');
        throw new Error(`migration ${file} failed: ${(err as Error).message}`, { cause: err });
      }
      applied++;
      last = file;
      if (file === o.until) break;
    }
    // One line, not one per file: a first start applies them all.
    if (applied) log(applied === 1 ? `migration applied: ${last}` : `${applied} migrations applied (up to ${last})`);
    // pg-boss's own schema (the job queue), by its own migrations, still under our lock.
    await installJobQueue(pool);
    return applied;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]).catch(() => {});
    client.release();
  }
}
