/**
 * `npm run admin:create -- <email>`: makes the first (or another) administrator.
 *
 * - An existing account is promoted to admin (its password is unchanged).
 * - A new address gets an account with a one-time password, printed once: sign in with it and
 *   change it at once (Profile settings → Account Settings).
 * - Running it again changes nothing and says so.
 *
 * It uses the database the server uses: DATABASE_URL, or the embedded one in DATA_DIR — the
 * server's own if it is running, started (and stopped) here otherwise.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isEmail } from '@ireti/shared/rules';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { createDb, createPool, type Db } from '../db/client.ts';
import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { grantAdmin, type AdminCreateResult } from '../modules/accounts/index.ts';

/** The work, on any database handle (tests call this directly); the account itself is the accounts module's. */
export async function createAdmin(db: Db, rawEmail: string): Promise<AdminCreateResult> {
  const email = rawEmail.trim().toLowerCase();
  if (!isEmail(email)) throw new UsageError(`"${rawEmail}" is not a valid e-mail address.`);
  return grantAdmin(db, email);
}

export class UsageError extends Error {}

export function describe(r: AdminCreateResult, publicUrl: string): string {
  switch (r.outcome) {
    case 'already':
      return `${r.email} is already an administrator; nothing changed.${r.emailVerified ? '' : '\nNote: this account has not verified its e-mail address yet, so it cannot sign in until it does.'}`;
    case 'promoted':
      return `${r.email} is now an administrator. Its password is unchanged; the admin console is at ${publicUrl}/admin${r.emailVerified ? '' : '\nNote: this account has not verified its e-mail address yet, so it cannot sign in until it does.'}`;
    case 'created':
      return [
        `Created the administrator ${r.email}.`,
        `One-time password (shown only now): ${r.password}`,
        `Sign in at ${publicUrl}/signin, then change the password at once (Profile settings → Account Settings).`,
        `The admin console is at ${publicUrl}/admin`,
      ].join('\n');
  }
}

/** The port of the embedded server already running on DATA_DIR, or null. */
function runningEmbeddedPort(config: Config): number | null {
  const pidFile = path.join(config.dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  try {
    process.kill(pid, 0);
  } catch {
    return null;
  }
  return Number(lines[3]) || config.EMBEDDED_PG_PORT;
}

async function main() {
  const arg = process.argv.slice(2).find((a) => a !== '--');
  if (!arg) {
    console.error('Usage: npm run admin:create -- <email>');
    process.exit(2);
  }
  const config = loadConfig();
  const port = config.DATABASE_URL ? null : runningEmbeddedPort(config);
  let close: () => Promise<void>;
  let db: Db;
  if (config.DATABASE_URL || port) {
    // The server's embedded PostgreSQL keeps running: connect to it rather than start another.
    const url = config.DATABASE_URL ?? `postgres://postgres:ireti-embedded@127.0.0.1:${port}/ireti`;
    const pool = createPool(url, 2);
    await migrate(pool);
    db = createDb(pool);
    close = () => pool.end();
  } else {
    const database = await openDatabase(config);
    db = database.db;
    close = database.close;
  }
  try {
    console.log(describe(await createAdmin(db, arg), config.publicUrl));
  } finally {
    await close();
  }
}

const invokedDirectly = process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (invokedDirectly) {
  main().then(
    () => process.exit(0),
    (err) => {
      if (err instanceof UsageError || err instanceof ConfigError) console.error(err.message);
      else console.error('Could not create the administrator:', err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
