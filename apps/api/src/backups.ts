import path from 'node:path';
import type { Config } from './config.ts';
import { dataDirOwner, embeddedUrl, runningEmbeddedPort, shown, startEmbedded } from './db/embedded.ts';
import {
  BackupError,
  listBackups,
  pruneBackups,
  restoreDump,
  restorePhysical,
  restoreUploads,
  takeBackup,
  verifyBackup,
  type BackupManifest,
} from './db/backup.ts';

/**
 * The site's backups, as `npm run backup`, `npm run restore` and the embedded default's daily
 * timer take and restore them (docs/decisions/077-backups.md; the work is db/backup.ts).
 */
export const backupsDir = (config: Pick<Config, 'dataDir'>) => path.join(config.dataDir, 'backups');
/** The disk store's folder (modules/media/media.disk.ts); with S3 the uploads are not on disk. */
const uploadsOf = (config: Pick<Config, 'dataDir' | 'S3_BUCKET'>) => (config.S3_BUCKET ? null : path.join(config.dataDir, 'uploads'));

type SiteConfig = Pick<Config, 'dataDir' | 'DATABASE_URL' | 'EMBEDDED_PG_PORT' | 'S3_BUCKET'>;

/**
 * One backup of the site's database and uploads into DATA_DIR/backups. The embedded server is
 * used where it runs (the site's own); when the site is stopped it is started for the backup
 * and stopped again.
 */
export async function backupSite(config: SiteConfig, log: (m: string) => void = () => {}) {
  const root = backupsDir(config);
  const uploads = uploadsOf(config);
  if (config.DATABASE_URL) return takeBackup({ url: config.DATABASE_URL, root, uploads });
  const embeddedPgDir = path.join(config.dataDir, 'pg');
  const port = runningEmbeddedPort(config.dataDir);
  if (port) return takeBackup({ url: embeddedUrl(port, 'ireti'), root, uploads, embeddedPgDir });
  const server = await startEmbedded({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, databases: ['ireti'], log });
  try {
    return await takeBackup({ url: server.url('ireti'), root, uploads, embeddedPgDir });
  } finally {
    await server.stop();
  }
}

export interface Restored {
  manifest: BackupManifest;
  /** Where the database folder and uploads that were replaced now are (embedded default). */
  setAside: string[];
}

/**
 * Puts a backup back. The embedded default: refused while Ireti (or its database) runs on
 * DATA_DIR; DATA_DIR/pg and DATA_DIR/uploads are moved aside, the backup copied in, and the
 * server started once to replay its WAL and checked. A configured DATABASE_URL: it must name an
 * empty database; pg_restore fills it. Every file is checked against the manifest first.
 */
export async function restoreSite(config: SiteConfig, folder: string, log: (m: string) => void = () => {}): Promise<Restored> {
  const manifest = await verifyBackup(folder);
  const uploads = uploadsOf(config);
  const setAside: string[] = [];
  const now = new Date();
  if (config.DATABASE_URL) {
    await restoreDump(folder, manifest, config.DATABASE_URL);
  } else {
    if (manifest.kind !== 'physical')
      throw new BackupError('This backup was made with pg_dump: set DATABASE_URL to a new, empty database to restore it.');
    const owner = dataDirOwner(config.dataDir);
    if (owner || runningEmbeddedPort(config.dataDir))
      throw new BackupError(
        `Ireti is running on ${shown(config.dataDir)}${owner ? ` (pid ${owner})` : ''}; stop it first (Ctrl-C, or SIGTERM), then restore.`,
      );
    const aside = await restorePhysical(folder, manifest, path.join(config.dataDir, 'pg'), now);
    if (aside) setAside.push(aside);
    // Started once here: it replays the backup's WAL, and we see that the database is there.
    const server = await startEmbedded({ dataDir: config.dataDir, port: config.EMBEDDED_PG_PORT, databases: [], log });
    try {
      const pg = (await import('pg')).default;
      const client = new pg.Client({ connectionString: server.url(manifest.database) });
      await client.connect();
      try {
        const { rows } = await client.query<{ newest: string | null }>(
          "select case when to_regclass('schema_migrations') is null then '' else (select max(name) from schema_migrations) end as newest",
        );
        if ((rows[0]?.newest ?? '') !== manifest.migration)
          throw new BackupError(`The restored database is at ${rows[0]?.newest ?? 'no migration'}, the backup said ${manifest.migration}.`);
      } finally {
        await client.end();
      }
    } finally {
      await server.stop();
    }
  }
  if (uploads) {
    const aside = await restoreUploads(folder, manifest, uploads, now);
    if (aside) setAside.push(aside);
  }
  return { manifest, setAside };
}

const DAY = 24 * 60 * 60 * 1000;
export const BACKUPS_KEPT = 7;

/**
 * The embedded default's daily backup: a simple timer in the API process that owns DATA_DIR
 * (server.ts starts it only on the embedded database). It looks every hour (first a few minutes
 * after start) and takes a backup when the newest is a day old or there is none, then keeps the
 * newest seven. A failure is logged and tried again at the next look.
 */
export function scheduleDailyBackups(
  config: SiteConfig,
  log: { info: (m: string) => void; error: (m: string) => void },
  o: { firstAfterMs?: number; everyMs?: number } = {},
) {
  let running = false;
  const look = async () => {
    if (running) return;
    running = true;
    try {
      const names = await listBackups(backupsDir(config));
      const newest = names.at(-1);
      const newestAt = newest ? Date.parse(newest.replace(/T(\d\d)-(\d\d)-(\d\d)/, 'T$1:$2:$3').replace(/Z-\d+$/, 'Z')) : NaN;
      if (!newest || !(Date.now() - newestAt < DAY)) {
        const { folder } = await backupSite(config);
        const gone = await pruneBackups(backupsDir(config), BACKUPS_KEPT);
        log.info(`daily backup written to ${shown(folder)}${gone.length ? `; removed ${gone.length} older` : ''}`);
      }
    } catch (err) {
      log.error(`daily backup failed: ${err instanceof Error ? err.message : String(err)}`);
    } finally {
      running = false;
    }
  };
  let timer = setTimeout(
    function tick() {
      void look();
      timer = setTimeout(tick, o.everyMs ?? 60 * 60 * 1000);
      timer.unref();
    },
    o.firstAfterMs ?? 5 * 60 * 1000,
  );
  timer.unref();
  return {
    stop: async () => {
      clearTimeout(timer);
      while (running) await new Promise((r) => setTimeout(r, 100));
    },
  };
}
