import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createDb, createPool, type Db } from '../db/client.ts';
import { freshDatabase, type TestDatabase } from '../test/db.ts';
import { FakePaystack } from '../test/fake-paystack.ts';
import { createCampaign, createUser } from '../test/factories.ts';
import { migrationFiles } from '../db/migrate.ts';
import {
  campaignTotals,
  donationsWithLedger,
  freePort,
  guestDonation,
  integrity,
  reconcileNow,
  request,
  startApi,
  type ApiProcess,
} from './harness.ts';

/**
 * Drill (b): the API SIGKILLed in the middle of a donation burst — donations being started, paid
 * at Paystack (the local fake) and confirmed by browsers and webhooks, all at once — then
 * restarted. Twice: first the API alone (its embedded PostgreSQL left orphaned, taken over on
 * restart), then its whole process group (PostgreSQL recovers from its write-ahead log). After
 * the reconciliation job, every donation Paystack holds as paid is counted exactly once and
 * nothing else is; the embedded database starts, its migrations are all there, its tables and
 * indexes pass PostgreSQL's own checks (amcheck) and the ledger checks pass.
 *
 * On the embedded database, as `npm start` runs it. With TEST_DATABASE_URL set (CI on the
 * machine's PostgreSQL) the same drill runs against a database there: only the API dies.
 */
const embedded = !process.env.TEST_DATABASE_URL;

let fake: FakePaystack;
let dataDir: string;
let external: TestDatabase | undefined;
let env: Record<string, string>;
let dbUrl: string;
let api: ApiProcess | undefined;

beforeAll(async () => {
  fake = await FakePaystack.start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-drill-kill-'));
  const port = await freePort();
  env = {
    NODE_ENV: 'development',
    PORT: String(port),
    DATA_DIR: dataDir,
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_PUBLIC_KEY: 'pk_test_drill',
    PAYSTACK_BASE_URL: fake.baseUrl,
  };
  if (embedded) {
    const pgPort = await freePort();
    Object.assign(env, { DATABASE_URL: '', EMBEDDED_PG_PORT: String(pgPort) });
    dbUrl = `postgres://postgres:ireti-embedded@127.0.0.1:${pgPort}/ireti`;
  } else {
    external = await freshDatabase();
    Object.assign(env, { DATABASE_URL: external.url });
    dbUrl = external.url;
  }
});

afterAll(async () => {
  await api?.kill({ group: true });
  await fake?.close();
  await external?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

/** A short-lived connection of the drill's own, closed before anything is killed. */
async function withDb<T>(fn: (db: Db) => Promise<T>): Promise<T> {
  const pool = createPool(dbUrl, 4);
  try {
    return await fn(createDb(pool));
  } finally {
    await pool.end();
  }
}

let next = 0;

/**
 * Donors, twelve at a time, until `killAfter` payments have been made at Paystack; then SIGKILL,
 * with requests in flight. By number, a donation is: abandoned at checkout (0), paid with the
 * browser never coming back (1), paid and verified (2), paid and confirmed by webhook (3), both
 * at once (4), or declined and verified (5).
 */
async function burst(campaign: string, killAfter: number, group: boolean) {
  let paid = 0;
  let killed = false;
  const odd: unknown[] = [];
  const proc = api!;
  const worker = async () => {
    while (!killed) {
      const i = next++;
      try {
        const d = await request(proc.url, 'POST', '/api/v1/donate', guestDonation(campaign, 1000 + i, i), { timeoutMs: 10_000 });
        if (d.body?.status?.code !== 100) {
          if (!killed) odd.push(d.body);
          return;
        }
        const ref = d.body.entity.ref as string;
        const kind = i % 6;
        if (kind === 0) continue;
        fake.pay(ref, kind === 5 ? { status: 'failed' } : {});
        if (kind !== 5) paid++;
        const confirms: Promise<{ status: number; body: unknown }>[] = [];
        if (kind === 2 || kind === 4 || kind === 5)
          confirms.push(request(proc.url, 'PUT', '/api/v1/payment/verify', { ref }, { timeoutMs: 10_000 }));
        if (kind === 3 || kind === 4)
          confirms.push(fake.sendWebhook(`${proc.url}/api/v1/payment/webhook`, 'charge.success', fake.chargeData(ref)));
        // Until the kill, a confirmation is answered, never an error.
        for (const c of confirms)
          void c.then(
            (r) => r.status >= 500 && !killed && odd.push(r.body),
            () => {},
          );
        if (paid >= killAfter && !killed) {
          killed = true;
          void proc.kill({ group });
        }
        await Promise.all(confirms);
      } catch {
        return; // the process is gone
      }
    }
  };
  await Promise.all(Array.from({ length: 12 }, worker));
  await proc.exited;
  expect(odd).toEqual([]);
}

async function checkDatabase(db: Db) {
  // Every migration is recorded as applied, and none is left over.
  const files = await migrationFiles();
  const applied = (await db.execute<{ name: string }>(sql`select name from schema_migrations order by name`)).rows.map((r) => r.name);
  expect(applied).toEqual(files);
  if (!embedded) return;
  // PostgreSQL's own checks of the files that went through crash recovery: every table's heap and
  // every B-tree index, the index checked against the table (heapallindexed).
  await db.execute(sql`create extension if not exists amcheck`);
  const tables = (
    await db.execute<{ oid: number; name: string }>(sql`
    select c.oid::int as oid, c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = 'public' and c.relkind = 'r'`)
  ).rows;
  expect(tables.length).toBeGreaterThan(10);
  for (const t of tables) {
    const bad = (await db.execute(sql`select * from verify_heapam(${t.oid}::regclass)`)).rows;
    expect(bad, `table ${t.name}`).toEqual([]);
  }
  const indexes = (
    await db.execute<{ oid: number }>(sql`
    select c.oid::int as oid from pg_index i join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
    join pg_namespace n on n.oid = c.relnamespace where n.nspname = 'public' and a.amname = 'btree' and i.indisvalid`)
  ).rows;
  for (const ix of indexes) await db.execute(sql`select bt_index_check(${ix.oid}::regclass, true)`);
}

describe(`drill: SIGKILL in a donation burst (${embedded ? 'embedded PostgreSQL' : 'TEST_DATABASE_URL'})`, () => {
  it('counts every donation Paystack holds as paid exactly once after restart and reconciliation', { timeout: 150_000 }, async () => {
    api = await startApi(env, { readyTimeoutMs: 90_000 });
    const campaign = await withDb(async (db) => {
      const owner = await createUser(db);
      return createCampaign(db, owner.id, { goalKobo: 1_000_000_00, verifiedAt: new Date() });
    });

    await burst(campaign.publicId, 20, false);
    api = await startApi(env, { readyTimeoutMs: 90_000 });
    await burst(campaign.publicId, 20, true);
    api = await startApi(env, { readyTimeoutMs: 90_000 });

    await withDb(async (db) => {
      await checkDatabase(db);
      expect((await integrity(db)).problems).toEqual([]);

      const paidAtProvider = new Map(
        fake
          .transactions()
          .filter((t) => t.status === 'success')
          .map((t) => [t.reference, t.amount]),
      );
      const before = await donationsWithLedger(db, campaign.id);
      // The drill means something: payments nobody confirmed wait for the job.
      expect(before.filter((d) => d.status === 'pending' && paidAtProvider.has(d.reference)).length).toBeGreaterThan(0);

      await reconcileNow(db);

      const rows = await donationsWithLedger(db, campaign.id);
      const known = new Set(rows.map((d) => d.reference));
      expect([...paidAtProvider.keys()].filter((ref) => !known.has(ref))).toEqual([]);
      const wrong = rows.filter((d) =>
        paidAtProvider.has(d.reference)
          ? d.status !== 'paid' || d.donation_txns !== 1 || d.other_txns !== 0 || d.amount_kobo !== paidAtProvider.get(d.reference)
          : !['pending', 'failed'].includes(d.status) || d.donation_txns !== 0 || d.other_txns !== 0,
      );
      expect(wrong).toEqual([]);
      let raised = 0;
      for (const amount of paidAtProvider.values()) raised += amount;
      expect(await campaignTotals(db, campaign.id)).toEqual({ status: 1, pledged_kobo: raised });
      expect(rows.filter((d) => d.status === 'paid')).toHaveLength(paidAtProvider.size);
      expect((await integrity(db)).problems).toEqual([]);
    });

    // Ctrl-C after all that: a clean stop, the database too.
    expect(await api.stop()).toBe(0);
    if (embedded) expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  });
});
