import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import fs from 'node:fs/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../test/db.ts';
import { FakePaystack } from '../test/fake-paystack.ts';
import { createCampaign, createUser, tokenFor } from '../test/factories.ts';
import { request, startProductionApi, waitFor, type ApiProcess, type Reply } from './harness.ts';

/**
 * Drill: the database restarted under load (issue 23, item 9). The machine's PostgreSQL is shared,
 * so it is not restarted: the production process reaches it through a TCP proxy of this test's
 * own, and the "restart" does to the process what a restart does — every connection it has is
 * ended by the server (pg_terminate_backend: 57P01 admin_shutdown, as a fast shutdown sends), and
 * every new one is refused (the proxy resets it) for a few seconds — then lets it connect again.
 * Ten clients read meanwhile: a cached list, a campaign page, new searches, a signed-in page.
 */
let database: TestDatabase;
let fake: FakePaystack;
let dataDir: string;
let api: ApiProcess | undefined;
let proxy: PgProxy;

/** 127.0.0.1:<port> → the database server; `down` resets every connection, open and new. */
class PgProxy {
  server = net.createServer((c) => this.#accept(c));
  up = true;
  #pairs = new Set<net.Socket>();
  readonly host: string;
  readonly port: number;
  constructor(host: string, port: number) {
    this.host = host;
    this.port = port;
  }
  async listen(): Promise<number> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    return (this.server.address() as net.AddressInfo).port;
  }
  #accept(client: net.Socket) {
    if (!this.up) return client.resetAndDestroy();
    const server = net.connect(this.port, this.host);
    for (const [a, b] of [
      [client, server],
      [server, client],
    ] as const) {
      this.#pairs.add(a);
      a.pipe(b);
      a.on('error', () => b.destroy());
      a.on('close', () => {
        this.#pairs.delete(a);
        b.destroy();
      });
    }
  }
  /** Refuse new connections and cut the open ones. */
  down() {
    this.up = false;
    for (const s of this.#pairs) s.resetAndDestroy();
  }
  async close() {
    this.down();
    await new Promise((r) => this.server.close(r));
  }
}

beforeAll(async () => {
  database = await freshDatabase();
  fake = await FakePaystack.start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-drill-dbrestart-'));
  const target = new URL(database.url);
  proxy = new PgProxy(target.hostname, Number(target.port || 5432));
  const via = new URL(database.url);
  via.hostname = '127.0.0.1';
  via.port = String(await proxy.listen());
  api = await startProductionApi(fake, { DATABASE_URL: via.toString(), DATA_DIR: dataDir, PUBLIC_CACHE: 'on' });
}, 90_000);

afterAll(async () => {
  await api?.kill({ group: true });
  await proxy?.close();
  await fake?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

type Kind = 'list' | 'page' | 'search' | 'signed-in' | 'readyz';
interface Seen {
  kind: Kind;
  /** The phase when the request was sent and when its answer came: 0 before, 1 down, 2 back. */
  from: number;
  to: number;
  status: number;
  cache?: string;
  warning?: string;
  retryAfter?: string;
  code?: number;
  error?: string;
}

describe('drill: the database restarted while ten clients read', () => {
  it(
    'anonymous readers get the last good public answer, marked stale; everyone else a 503 with Retry-After; never a 500; then all comes back',
    { timeout: 120_000 },
    async () => {
      const owner = await createUser(database.db);
      const campaign = await createCampaign(database.db, owner.id, { status: 1, verifiedAt: new Date() });
      const token = await tokenFor(database.db, owner.id);
      const list = '/api/v1/campaigns/all?time=new';
      const page = `/api/v1/campaign/${campaign.publicId}`;
      // kept by the cache once the notices of those writes have arrived
      await waitFor('the list and page to be served from the cache', async () => {
        const [l, p] = [await request(api!.url, 'GET', list), await request(api!.url, 'GET', page)];
        return l.headers['x-cache'] === 'hit' && p.headers['x-cache'] === 'hit';
      });

      let phase = 0;
      let searches = 0;
      const seen: Seen[] = [];
      const ask = async (kind: Kind) => {
        const from = phase;
        const url =
          kind === 'list'
            ? list
            : kind === 'search'
              ? `/api/v1/campaigns/all?search=well${searches++}`
              : kind === 'readyz'
                ? '/readyz'
                : page;
        let r: Reply | undefined;
        let error: string | undefined;
        try {
          r = await request(api!.url, 'GET', url, undefined, { timeoutMs: 15_000, ...(kind === 'signed-in' ? { token } : {}) });
        } catch (err) {
          error = (err as Error).message;
        }
        seen.push({
          kind,
          from,
          to: phase,
          status: r?.status ?? 0,
          cache: r?.headers['x-cache'] as string | undefined,
          warning: r?.headers.warning as string | undefined,
          retryAfter: r?.headers['retry-after'] as string | undefined,
          code: r?.body?.status?.code,
          error,
        });
      };
      let reading = true;
      const kinds: Kind[] = ['list', 'list', 'list', 'page', 'page', 'page', 'search', 'search', 'signed-in', 'readyz'];
      const clients = kinds.map(async (kind) => {
        while (reading) {
          await ask(kind);
          await new Promise((r) => setTimeout(r, 25));
        }
      });
      const during = (kind: Kind) => seen.filter((s) => s.kind === kind && s.from === 1 && s.to === 1);

      try {
        await waitFor('answers before the restart', async () => seen.filter((s) => s.from === 0).length >= 20);

        // the restart: new connections refused, the open ones ended by the server, then cut
        proxy.up = false;
        const admin = new pg.Client({ connectionString: database.url });
        await admin.connect();
        try {
          const { rowCount } = await admin.query(
            'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          );
          expect(rowCount).toBeGreaterThan(0);
        } finally {
          await admin.end();
        }
        proxy.down();
        phase = 1;
        // down about as long as a restart, and until every kind of request has been answered meanwhile
        const downSince = Date.now();
        await waitFor(
          'every kind of answer during the outage',
          async () =>
            Date.now() - downSince >= 3_000 &&
            (['list', 'page', 'search', 'signed-in', 'readyz'] as Kind[]).every((k) => during(k).length >= 3),
          30_000,
        );

        proxy.up = true;
        phase = 2;
        await waitFor(
          'the process to be ready again, its listener back',
          async () =>
            (await request(api!.url, 'GET', '/readyz')).status === 200 &&
            (await request(api!.url, 'GET', list)).headers['x-cache'] === 'hit',
          30_000,
        );
        await waitFor('answers after the restart', async () => seen.filter((s) => s.from === 2).length >= 30);
      } catch (err) {
        throw new Error(`${(err as Error).message}\n--- API output ---\n${api!.output()}`);
      } finally {
        reading = false;
        await Promise.all(clients);
      }
      // the process lived through it
      expect(api!.running(), api!.output()).toBe(true);

      const summary = (xs: Seen[]) => [...new Set(xs.map((s) => JSON.stringify([s.kind, s.status, s.cache ?? s.code, s.error])))];
      // never a 500, never a cut connection: before, during, after
      expect(summary(seen.filter((s) => s.status >= 500 && s.status !== 503))).toEqual([]);
      expect(summary(seen.filter((s) => s.error))).toEqual([]);

      // during: cached public reads answered (the last good answer, stale once the listener is lost)
      for (const k of ['list', 'page'] as const) {
        expect(summary(during(k).filter((s) => s.status !== 200 || !['hit', 'stale'].includes(s.cache!)))).toEqual([]);
        expect(during(k).some((s) => s.cache === 'stale' && s.warning === '110 - "Response is Stale"')).toBe(true);
      }
      // a new search and a signed-in page need the database: 503, Retry-After, the envelope's generic code
      for (const k of ['search', 'signed-in'] as const)
        expect(summary(during(k).filter((s) => s.status !== 503 || s.retryAfter !== '5' || s.code !== 199))).toEqual([]);
      expect(summary(during('readyz').filter((s) => s.status !== 503))).toEqual([]);

      // after (sent once it was ready again): everything answers
      const after = seen.filter((s) => s.from === 2 && s.to === 2);
      const readyAgain = after.findIndex((s) => s.kind === 'readyz' && s.status === 200);
      expect(readyAgain).toBeGreaterThanOrEqual(0);
      expect(summary(after.slice(readyAgain + 1).filter((s) => s.status !== 200))).toEqual([]);
    },
  );
});
