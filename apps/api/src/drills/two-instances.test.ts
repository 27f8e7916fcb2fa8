import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../test/db.ts';
import { FakePaystack } from '../test/fake-paystack.ts';
import { createCampaign, createUser } from '../test/factories.ts';
import { campaignTotals, donationsWithLedger, guestDonation, integrity, request, startProductionApi, type ApiProcess } from './harness.ts';

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
  const env = { DATABASE_URL: database.url, DATA_DIR: dataDir };
  // Started together, as a deployment starts them: the migrations' advisory lock lets one apply them.
  apis.push(...(await Promise.all([env, env].map((e) => startProductionApi(fake, e)))));
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

describe('drill: two API processes receive the same transfer into a permanent account at once', () => {
  /** A campaign with its permanent account at the fake (as the assignment job leaves it). */
  async function withAccount(goalKobo: number, fundingMode: 'all_or_nothing' | 'keep_what_you_raise') {
    const owner = await createUser(database.db);
    const c = await createCampaign(database.db, owner.id, { goalKobo, verifiedAt: new Date(), fundingMode });
    const post = (path: string, body: unknown) =>
      fetch(`${fake.baseUrl}${path}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake.secretKey}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json() as Promise<{ data: Record<string, any> }>);
    const customer = await post('/customer', {
      email: `drill-${c.publicId}@ireti.test`,
      first_name: 'Ada',
      last_name: 'Obi',
      phone: '+2348012345678',
    });
    const dva = (await post('/dedicated_account', { customer: customer.data.customer_code, preferred_bank: 'wema-bank' })).data;
    await database.db.execute(sql`
      insert into dedicated_accounts (campaign_id, status, customer_code, provider_account_id, account_number, account_name, bank_name, bank_slug, assigned_at)
      values (${c.id}, 'active', ${customer.data.customer_code}, ${String(dva.id)}, ${dva.account_number}, ${dva.account_name}, 'Wema Bank', 'wema-bank', now())
      on conflict (campaign_id) do update set status = 'active', customer_code = excluded.customer_code, provider_account_id = excluded.provider_account_id,
        account_number = excluded.account_number, account_name = excluded.account_name, bank_name = excluded.bank_name, bank_slug = excluded.bank_slug`);
    return { c, number: dva.account_number as string };
  }

  /** Every transfer's charge.success, three times to each instance, all at once. */
  const deliverEverywhere = (datas: unknown[]) =>
    Promise.all(
      datas.flatMap((data) =>
        apis.flatMap((api) => [0, 1, 2].map(() => fake.sendWebhook(`${api.url}/api/v1/payment/webhook`, 'charge.success', data))),
      ),
    );

  it(
    'credits each transfer once; an all-or-nothing goal takes exactly what it needs and the rest goes back; the ledger balances',
    { timeout: 90_000 },
    async () => {
      const open = await withAccount(1_000_000_00, 'keep_what_you_raise');
      const tight = await withAccount(3_000_00, 'all_or_nothing');
      const openIn = Array.from({ length: 10 }, (_, i) =>
        fake.receiveTransfer(open.number, (2000 + i) * 100, { senderName: `SENDER NUMBER${i}` }),
      );
      const tightIn = Array.from({ length: 6 }, () => fake.receiveTransfer(tight.number, 1000 * 100));

      const replies = await deliverEverywhere([...openIn, ...tightIn].map((x) => x.data));
      if (replies.some((h) => h.status !== 200)) console.error(apis.map((a, i) => `--- instance ${i} ---\n${a.output()}`).join('\n'));
      expect(replies.filter((h) => h.status !== 200)).toEqual([]);

      let expected = 0;
      for (let i = 0; i < 10; i++) expected += (2000 + i) * 100;
      const openRows = await donationsWithLedger(database.db, open.c.id);
      expect(openRows).toHaveLength(10);
      expect(openRows.filter((d) => d.status !== 'paid' || d.donation_txns !== 1 || d.other_txns !== 0)).toEqual([]);
      expect(await campaignTotals(database.db, open.c.id)).toEqual({ status: 1, pledged_kobo: expected });

      const tightRows = await donationsWithLedger(database.db, tight.c.id);
      expect(tightRows).toHaveLength(6);
      expect(tightRows.filter((d) => d.status === 'paid')).toHaveLength(3);
      expect(await campaignTotals(database.db, tight.c.id)).toEqual({ status: 3, pledged_kobo: 3_000_00 });
      const back = (
        await database.db.execute<{ reason: string }>(
          sql`select r.reason from refunds r join donations d on d.id = r.donation_id where d.campaign_id = ${tight.c.id}`,
        )
      ).rows;
      expect(back).toHaveLength(3);
      expect(back.every((r) => r.reason === 'late_payment' || r.reason === 'transfer_refused')).toBe(true);

      const report = await integrity(database.db);
      expect(report.problems).toEqual([]);
      expect(report.totals.ledger_sum_kobo).toBe(0);
    },
  );
});
