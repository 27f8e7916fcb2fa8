import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { JobQueue } from '../jobs/queue.ts';
import { jobRows } from '../test/jobs.ts';
import { ledgerIntegrity, RECONCILE_JOB } from '../modules/payments/index.ts';
import type { FakePaystack } from '../test/fake-paystack.ts';

/**
 * What the failure drills share (docs/operations.md "Failure drills"): real API processes
 * (`node apps/api/src/server.ts`, as `npm start` and production run it) started with a given
 * environment, HTTP from many client addresses, and the database-side steps of a drill. Every
 * wait is bounded; every process started here is SIGKILLed when the test process exits, whatever
 * happened.
 */
const SERVER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../server.ts');

const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const c of live) killGroup(c);
});

function killGroup(c: ChildProcess) {
  try {
    process.kill(-c.pid!, 'SIGKILL');
  } catch {
    /* already gone */
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A port free on 127.0.0.1 right now (the system picks it). */
export async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((resolve, reject) => srv.once('error', reject).listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

/** Polls `check` until it returns something truthy; throws with `what` after `timeoutMs`. */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | null | undefined | false>,
  timeoutMs = 20_000,
  everyMs = 100,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const v = await check();
    if (v) return v;
    if (Date.now() > until) throw new Error(`drill: gave up waiting for ${what} after ${timeoutMs} ms`);
    await sleep(everyMs);
  }
}

export interface ApiProcess {
  url: string;
  pid: number;
  /** What the process printed last, for the message of a failed wait. */
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  running: () => boolean;
  /** SIGKILL the API alone, or its whole process group (its embedded PostgreSQL with it). */
  kill: (o?: { group?: boolean }) => Promise<void>;
  /** Ctrl-C (SIGINT, or `signal`) and its exit code; the group is SIGKILLed if it has not exited in time. */
  stop: (timeoutMs?: number, signal?: NodeJS.Signals) => Promise<number | null>;
}

/**
 * Starts `node apps/api/src/server.ts` in a process group of its own with `env` over this
 * process's environment, and waits for GET /readyz. `env` must give PORT; HOST is 127.0.0.1.
 */
export async function startApi(env: Record<string, string>, o: { readyTimeoutMs?: number } = {}): Promise<ApiProcess> {
  const child = spawn(process.execPath, [SERVER], {
    env: { ...process.env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', REDIS_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  live.add(child);
  let out = '';
  const keep = (b: Buffer) => {
    out = (out + b.toString('utf8')).slice(-8000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      live.delete(child);
      resolve({ code, signal });
    }),
  );
  const running = () => child.exitCode === null && child.signalCode === null;
  const url = `http://127.0.0.1:${env.PORT}`;
  const api: ApiProcess = {
    url,
    pid: child.pid!,
    output: () => out,
    exited,
    running,
    kill: async (k = {}) => {
      if (k.group) killGroup(child);
      else if (running()) child.kill('SIGKILL');
      await exited;
    },
    stop: async (timeoutMs = 20_000, signal: NodeJS.Signals = 'SIGINT') => {
      if (running()) child.kill(signal);
      const done = await Promise.race([exited, sleep(timeoutMs).then(() => null)]);
      if (!done) {
        killGroup(child);
        await exited;
        return null;
      }
      return done.code;
    },
  };
  try {
    await waitFor(
      `the API on ${url} to be ready`,
      async () => {
        if (!running()) throw new Error(`the API exited before it was ready:\n${out}`);
        try {
          return (await request(url, 'GET', '/readyz', undefined, { timeoutMs: 2000 })).status === 200;
        } catch {
          return false;
        }
      },
      o.readyTimeoutMs ?? 60_000,
      150,
    );
  } catch (err) {
    killGroup(child);
    await exited;
    throw new Error(`${(err as Error).message}\n--- API output ---\n${out}`);
  }
  return api;
}

/**
 * The environment of a production-mode API process (`NODE_ENV=production`, PUBLIC_URL
 * https://ireti.test) whose Paystack is the fake one: the set-up the money drills share. `env`
 * adds to it or overrides it (the drill's own DATABASE_URL and DATA_DIR, a shorter
 * PAYSTACK_TIMEOUT_MS…).
 */
export function productionEnv(fake: Pick<FakePaystack, 'secretKey' | 'baseUrl'>, env: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://ireti.test',
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_PUBLIC_KEY: 'pk_test_drill',
    PAYSTACK_BASE_URL: fake.baseUrl,
    ...env,
  };
}

/** startApi with productionEnv(fake, env), on a free port unless `env` gives PORT. */
export async function startProductionApi(
  fake: Pick<FakePaystack, 'secretKey' | 'baseUrl'>,
  env: Record<string, string>,
  o: { readyTimeoutMs?: number } = {},
): Promise<ApiProcess> {
  return startApi(productionEnv(fake, { PORT: String(await freePort()), ...env }), o);
}

let client = 0;
/** The next client address, 127.0.0.2 onwards: each request comes from a donor of its own. */
function nextClient() {
  client = (client + 1) % 16_000_000;
  const n = client + 1;
  return `127.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

export interface Reply {
  status: number;
  body: any;
  headers: http.IncomingHttpHeaders;
}

/**
 * One HTTP request to a real process, from a loopback address of its own (Linux answers all of
 * 127/8; `from` picks one), so the per-address rate limits see many donors as production would. Bounded by
 * `timeoutMs`; a refused or cut connection rejects.
 */
export function request(
  base: string,
  method: string,
  urlPath: string,
  body?: unknown,
  o: { token?: string; timeoutMs?: number; headers?: Record<string, string>; from?: string } = {},
): Promise<Reply> {
  const u = new URL(urlPath, base);
  const payload = body === undefined ? undefined : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: u.hostname,
        port: u.port,
        path: u.pathname + u.search,
        method,
        agent: false,
        localAddress: o.from ?? nextClient(),
        signal: AbortSignal.timeout(o.timeoutMs ?? 20_000),
        headers: {
          ...(payload ? { 'content-type': 'application/json', 'content-length': String(payload.length) } : {}),
          ...(o.token ? { authorization: `Bearer ${o.token}` } : {}),
          ...o.headers,
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('error', reject);
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let parsed: unknown = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* not JSON: left as text for the assertion to show */
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** A guest's POST /donate body. */
export const guestDonation = (campaign: string, amountNaira: number, n: number) => ({
  firstname: 'Drill',
  lastname: `Donor${n}`,
  email: `donor${n}@example.ng`,
  known: 0,
  amount: amountNaira,
  mobile: '08012345678',
  comment: '',
  campaign,
  anonymous: false,
});

/**
 * The reconciliation job as production runs it, without waiting the real minutes: pending
 * donations are made due (as if FIRST_CHECK_MS had passed), then a `payments.reconcile` job is
 * put on the queue the API instances' job runners work through; resolves when one of them has
 * run it. `only`: make just these references due (the others keep their schedule).
 */
export async function reconcileNow(db: Db, o: { only?: string[]; timeoutMs?: number } = {}) {
  const which = o.only
    ? sql`and reference in (${sql.join(
        o.only.map((r) => sql`${r}`),
        sql`, `,
      )})`
    : sql``;
  await db.execute(sql`update donations set next_check_at = now() - interval '1 second' where status = 'pending' ${which}`);
  const key = `drill:${RECONCILE_JOB}:${Date.now()}:${Math.random().toString(36).slice(2)}`;
  // This process runs no API: a queue of its own (pg-boss on the drill's pool) only to send the job.
  const queue = new JobQueue(db, { error: () => {} });
  try {
    await queue.send(db, RECONCILE_JOB, {}, { uniqueKey: key, maxAttempts: 1 });
  } finally {
    await queue.stop();
  }
  const job = await waitFor(
    'the reconciliation job to run',
    async () => (await jobRows(db, { key })).find((j) => j.done || j.failed),
    o.timeoutMs ?? 30_000,
  );
  if (job.failed) throw new Error(`the reconciliation job failed: ${job.lastError}`);
}

/** Jobs waiting out a retry's backoff run now (the drill does not wait the real seconds). */
export { jobsDueNow } from '../test/jobs.ts';

/** The ledger checks of docs/design.md §4 on one snapshot, while jobs may still be moving money. */
export async function integrity(db: Db) {
  return db.transaction((tx) => ledgerIntegrity(tx), { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** Per donation: its status and how many ledger transactions of each kind it has. */
export async function donationsWithLedger(db: Db, campaignId: number) {
  return (
    await db.execute<{ reference: string; status: string; amount_kobo: number; donation_txns: number; other_txns: number }>(sql`
      select d.reference, d.status, d.amount_kobo,
        count(t.id) filter (where t.kind = 'donation')::int as donation_txns,
        count(t.id) filter (where t.kind <> 'donation')::int as other_txns
      from donations d left join ledger_transactions t on t.donation_id = d.id
      where d.campaign_id = ${campaignId} group by d.id order by d.id`)
  ).rows;
}

export async function campaignTotals(db: Db, campaignId: number) {
  const [c] = (
    await db.execute<{ status: number; pledged_kobo: number }>(
      sql`select f.status, coalesce(m.pledged_kobo, 0)::bigint as pledged_kobo from campaign_facts f
        left join campaign_money m on m.campaign_id = f.id where f.id = ${campaignId}`,
    )
  ).rows;
  return c!;
}
