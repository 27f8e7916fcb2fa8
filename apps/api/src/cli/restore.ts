/**
 * `npm run restore -- <folder>`: puts a backup from `npm run backup` back (docs/operations.md
 * "Backups"). The embedded default: Ireti must be stopped; the data it replaces is moved aside,
 * not deleted. A configured DATABASE_URL: it must name a new, empty database.
 */
import { ConfigError, loadConfig, StartupError } from '../config.ts';
import { restoreSite } from '../backups.ts';
import { BackupError } from '../db/backup.ts';
import { shown } from '../db/embedded.ts';

const folder = process.argv.slice(2).find((a) => a !== '--');
if (!folder) {
  console.error('Usage: npm run restore -- <backup folder>   (e.g. ./data/backups/2026-11-25T02-00-00Z)');
  process.exit(2);
}
try {
  const config = loadConfig();
  const { manifest, setAside } = await restoreSite(config, folder, (m) => console.log(`[ireti] ${m}`));
  console.log(
    `[ireti] restored the backup of ${manifest.createdAt} (migration ${manifest.migration}${manifest.uploads ? ', with the uploads' : ''}).`,
  );
  for (const a of setAside) console.log(`[ireti] what was there before is kept in ${shown(a)}; delete it when you no longer need it.`);
  console.log('[ireti] start Ireti again (npm start).');
  process.exit(0);
} catch (err) {
  if (err instanceof BackupError || err instanceof ConfigError || err instanceof StartupError) console.error(`[ireti] ${err.message}`);
  else console.error('[ireti] The restore failed:', err);
  process.exit(1);
}
