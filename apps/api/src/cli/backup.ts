/**
 * `npm run backup`: one backup of the site's database and uploads into DATA_DIR/backups/<time>/
 * (docs/operations.md "Backups"). Works with the site running or stopped.
 */
import { ConfigError, loadConfig, StartupError } from '../config.ts';
import { backupSite } from '../backups.ts';
import { BackupError } from '../db/backup.ts';
import { shown } from '../db/embedded.ts';

try {
  const config = loadConfig();
  const { folder, manifest } = await backupSite(config, (m) => console.log(`[ireti] ${m}`));
  const bytes = manifest.files.reduce((n, f) => n + f.size, 0);
  console.log(
    `[ireti] backup written to ${shown(folder)}: PostgreSQL ${manifest.serverVersion} (${manifest.kind}), migration ${manifest.migration}, ${manifest.files.length} files, ${(bytes / 1024 / 1024).toFixed(1)} MB${manifest.uploads ? ', uploads included' : ''}`,
  );
  process.exit(0);
} catch (err) {
  if (err instanceof BackupError || err instanceof ConfigError || err instanceof StartupError) console.error(`[ireti] ${err.message}`);
  else console.error('[ireti] The backup failed:', err);
  process.exit(1);
}
