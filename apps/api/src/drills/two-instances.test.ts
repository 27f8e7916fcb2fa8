import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../test/db.ts';
import { FakePaystack } from '../test/fake-paystack.ts';
import { createCampaign, createUser } from '../test/factories.ts';
import { campaignTotals, donationsWithLedger, freePort, guestDonation, integrity, request, startApi, type ApiProcess } from './harness.ts';

/**
 * Drill (a): two API processes on one PostgreSQL, Paystack as the provider (the local fake, which
 * signs its webhooks with HMAC SHA-512 of the raw body like the real one). Every donation is
 * confirmed many times at once: browsers verifying on both instances, and the signed
 * charge.success webhook delivered to both, twice. The totals must be exact.
 */
let database: TestDatabase;
let fake: FakePaystack;
let dataDir: string;
const apis: ApiProcess[] = [];

beforeAll(async () => {
  database = await freshDatabase();
  fake = await FakePaystack.start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-drill-two-'));
  const env = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://ireti.test',
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_PUBLIC_KEY: 'pk_test_drill',
    PAYSTACK_BASE_URL: fake.baseUrl,
  };
  const ports = [await freePort(), await freePort()];
  // Started together, as a deployment starts them: the migrations' advisory lock lets one apply them.
  apis.push(...(await Promise.all(ports.map((p) => startApi({ ...env, PORT: String(p) })))));
}, 90_000);

afterAll(async () => {
  await Promise.all(apis.map((a) => a.kill({ group: true })));
  await fake?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

async function startDonations(campaign: string, n: number, amount: (i: number) => number) {
  const refs: string[] = [];
  for (let i = 0; i < n; i++) {
    const d = await request(apis[i % 2]!.url, 'POST', '/api/v1/donate', guestDonation(campaign, amount(i), i));
    if (d.body?.status?.code !== 100) throw new Error(`donate: ${JSON.stringify(d.body)}`);
    refs.push(d.body.entity.ref);
  }
  return refs;
}

/** Two verifies per instance and the signed webhook twice to each, all at once, for every reference. */
function confirmEverywhere(refs: string[]) {
  const verifies: Promise<{ status: number; body: any }>[] = [];
  const hooks: Promise<{ status: number; body: string }>[] = [];
  for (const ref of refs) {
    for (const api of apis) {
      verifies.push(
        request(api.url, 'PUT', '/api/v1/payment/verify', { ref }),
        request(api.url, 'PUT', '/api/v1/payment/verify', { ref, match: ref }),
      );
      for (let k = 0; k < 2; k++) hooks.push(fake.sendWebhook(`${api.url}/api/v1/payment/webhook`, 'charge.success', fake.chargeData(ref)));
    }
  }
  return Promise.all([Promise.all(verifies), Promise.all(hooks)]);
}

const receipts = async (ref: string) =>
  (
    await database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from outbox where subject like 'Your donation receipt%' and body_text like ${`%${ref}%`}`,
    )
  ).rows[0]!.n;

describe('drill: two API processes, one database, duplicate confirmations', () => {
  it('counts every paid donation once: raised amount, donation count and a balanced ledger', { timeout: 90_000 }, async () => {
    const owner = await createUser(database.db, { identityStatus: 'approved' });
    // One campaign far from its goal, one whose goal is crossed inside the race.
    const open = await createCampaign(database.db, owner.id, { goalKobo: 1_000_000_00, verifiedAt: new Date() });
    const tight = await createCampaign(database.db, owner.id, { goalKobo: 3_000_00, verifiedAt: new Date() });

    const openRefs = await startDonations(open.publicId, 30, (i) => 1000 + i);
    const tightRefs = await startDonations(tight.publicId, 12, () => 500);
    for (const ref of [...openRefs, ...tightRefs]) fake.pay(ref);

    const [verifies, hooks] = await confirmEverywhere([...openRefs, ...tightRefs]);

    // Every reply is an answer, never an error: 100 paid, or 105 for a payment that arrived
    // after the tight campaign closed (it goes back to the donor).
    // what the instances printed, when a hook failed (their errors say why)
    if (hooks.some((h) => h.status !== 200)) console.error(apis.map((a, i) => `--- instance ${i} ---\n${a.output()}`).join('\n'));
    expect(hooks.filter((h) => h.status !== 200)).toEqual([]);
    expect(verifies.filter((v) => v.status >= 500 || ![100, 105].includes(v.body?.status?.code))).toEqual([]);

    // The open campaign: all 30 paid, each counted once.
    let expected = 0;
    for (let i = 0; i < 30; i++) expected += (1000 + i) * 100;
    const openRows = await donationsWithLedger(database.db, open.id);
    expect(openRows).toHaveLength(30);
    expect(openRows.filter((d) => d.status !== 'paid' || d.donation_txns !== 1 || d.other_txns !== 0)).toEqual([]);
    expect(await campaignTotals(database.db, open.id)).toEqual({ status: 1, pledged_kobo: expected });
    for (const ref of openRefs) expect(await receipts(ref)).toBe(1);

    // The tight campaign: exactly the goal counted (6 × ₦500), the rest refunded, closed once.
    const tightRows = await donationsWithLedger(database.db, tight.id);
    const paid = tightRows.filter((d) => d.status === 'paid');
    const late = tightRows.filter((d) => d.status === 'refund_pending' || d.status === 'refunded');
    expect(paid).toHaveLength(6);
    expect(late).toHaveLength(6);
    expect(paid.filter((d) => d.donation_txns !== 1 || d.other_txns !== 0)).toEqual([]);
    // A late payment is received (donation) and owed back (refund_due), then maybe already sent (refund_sent).
    expect(late.filter((d) => d.donation_txns !== 1 || d.other_txns < 1 || d.other_txns > 2)).toEqual([]);
    expect(await campaignTotals(database.db, tight.id)).toEqual({ status: 3, pledged_kobo: 3_000_00 });
    const transitions = (
      await database.db.execute(sql`select 1 from campaign_transitions where campaign_id = ${tight.id} and to_status = 3`)
    ).rows;
    expect(transitions).toHaveLength(1);
    const refunds = (
      await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from refunds r join donations d on d.id = r.donation_id where d.campaign_id = ${tight.id}`,
      )
    ).rows[0]!.n;
    expect(refunds).toBe(6);

    // The platform's counters and the ledger agree with all of it.
    const [totals] = (
      await database.db.execute<{ n: number; kobo: number }>(
        sql`select count(*)::int as n, coalesce(sum(amount_kobo), 0)::bigint as kobo from donations where status = 'paid'`,
      )
    ).rows;
    expect(totals).toEqual({ n: 36, kobo: expected + 3_000_00 });
    const report = await integrity(database.db);
    expect(report.problems).toEqual([]);
    expect(report.totals.ledger_sum_kobo).toBe(0);
  });
});
