import { jobRows, nextRunIsLast } from '../test/jobs.ts';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { freshDatabase, type TestDatabase } from '../test/db.ts';
import { FakePaystack, type FaultKind } from '../test/fake-paystack.ts';
import { createCampaign, createUser, tokenFor } from '../test/factories.ts';
import { PAYOUT_JOB, PAYOUT_MAX_ATTEMPTS } from '../modules/payments/payouts/payouts.service.ts';
import {
  campaignTotals,
  donationsWithLedger,
  guestDonation,
  integrity,
  jobsDueNow,
  reconcileNow,
  request,
  startProductionApi,
  waitFor,
  type ApiProcess,
} from './harness.ts';

/**
 * Drill (c): Paystack down — answering 500s, 429s, garbled bodies, not answering at all, or
 * acting and losing its reply — while an API process (production mode) takes donations and pays
 * out a claim. Nothing is lost: donations stay pending (never failed, never counted twice) and
 * are completed by the reconciliation job when Paystack is back; the payout's transfer is
 * retried under the same reference, made once and paid once. The provider's timeout is
 * PAYSTACK_TIMEOUT_MS (1.5 s here).
 */
let database: TestDatabase;
let fake: FakePaystack;
let dataDir: string;
let api: ApiProcess;
let db: TestDatabase['db'];

beforeAll(async () => {
  database = await freshDatabase();
  db = database.db;
  fake = await FakePaystack.start();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ireti-drill-faults-'));
  api = await startProductionApi(fake, { DATABASE_URL: database.url, DATA_DIR: dataDir, PAYSTACK_TIMEOUT_MS: '1500' });
}, 90_000);

afterAll(async () => {
  await api?.kill({ group: true });
  await fake?.close();
  await database?.drop();
  if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
});

let n = 0;
const donate = (campaign: string, naira: number) => request(api.url, 'POST', '/api/v1/donate', guestDonation(campaign, naira, n++));
const verify = (ref: string) => request(api.url, 'PUT', '/api/v1/payment/verify', { ref });
const hook = (event: string, data: unknown) => fake.sendWebhook(`${api.url}/api/v1/payment/webhook`, event, data);
const started = async (campaign: string, naira: number) => {
  const d = await donate(campaign, naira);
  expect(d.body.status.code).toBe(100);
  return d.body.entity.ref as string;
};
const statusOf = async (ref: string) =>
  (await db.execute<{ status: string }>(sql`select status from donations where reference = ${ref}`)).rows[0]?.status;

const OUTAGES: FaultKind[] = ['500', 'ratelimit', 'malformed', 'timeout', 'lost'];

let owner: { id: number };
let token: string;
let campaign: { id: number; publicId: string };

describe('drill: Paystack failing under a running API', () => {
  it('keeps donations pending through every kind of outage, and counts each once when Paystack is back', { timeout: 60_000 }, async () => {
    owner = await createUser(db, { identityStatus: 'approved' });
    token = await tokenFor(db, owner.id);
    campaign = await createCampaign(db, owner.id, { goalKobo: 10_000_00, verifiedAt: new Date() });
    // The payout account, saved while Paystack answers (its name comes from the bank).
    expect(
      (await request(api.url, 'PUT', '/api/v1/bank/account', { account_number: '0123456789', bank_code: '058' }, { token })).body.status
        .code,
    ).toBe(100);

    const a = await started(campaign.publicId, 5000);
    const b = await started(campaign.publicId, 3000);
    const c = await started(campaign.publicId, 2000);
    const declined = await started(campaign.publicId, 1500);
    fake.pay(a);
    fake.pay(b);
    fake.pay(c);
    fake.pay(declined, { status: 'failed' });

    // Paystack down in each of its ways while the browsers come back: "not received yet", pending.
    for (const kind of OUTAGES) {
      fake.outage(kind);
      const replies = await Promise.all([a, b, declined].map(verify));
      for (const r of replies) {
        expect(r.status, `verify during a ${kind} outage`).toBeLessThan(500);
        expect(r.body.status.code).toBe(106);
        expect(r.body.entity.status).toBe('pending');
      }
    }
    // New donors cannot start while it is down; their donations wait, pending, for the job.
    const refused: string[] = [];
    for (const kind of ['500', 'timeout', 'lost'] as const) {
      fake.outage(kind);
      const d = await donate(campaign.publicId, 700);
      expect(d.body.status).toEqual({ code: 106, desc: 'We could not reach the payment provider. Please try again in a moment.' });
      const [row] = (
        await db.execute<{ reference: string }>(sql`select reference from donations where email = ${`donor${n - 1}@example.ng`}`)
      ).rows;
      refused.push(row!.reference);
    }
    // The signed webhook needs nothing from Paystack: c is counted during the outage.
    fake.outage('500');
    const h = await hook('charge.success', fake.chargeData(c));
    expect(h.status).toBe(200);
    expect(JSON.parse(h.body).entity.result).toBe('paid');

    // The reconciliation job while Paystack is still down: it changes nothing.
    await reconcileNow(db);
    fake.outage('timeout');
    await reconcileNow(db, { only: [a] });
    for (const ref of [a, b, declined, ...refused]) expect(await statusOf(ref)).toBe('pending');
    expect(await campaignTotals(db, campaign.id)).toEqual({ status: 1, pledged_kobo: 2000_00 });
    expect((await integrity(db)).problems).toEqual([]);

    // Paystack is back: the job completes what it holds as paid, and fails the declined card.
    fake.outage(null);
    await reconcileNow(db);
    expect(await statusOf(a)).toBe('paid');
    expect(await statusOf(b)).toBe('paid');
    expect(await statusOf(c)).toBe('paid');
    expect(await statusOf(declined)).toBe('failed');
    // Never created at Paystack, or created there and never paid: pending (they expire), never counted.
    for (const ref of refused) expect(await statusOf(ref)).toBe('pending');
    expect(fake.transaction(refused[2]!)?.status).toBe('pending');

    // The browser coming back now changes nothing more.
    expect((await verify(a)).body.status.code).toBe(100);
    expect((await hook('charge.success', fake.chargeData(b))).status).toBe(200);
    const rows = await donationsWithLedger(db, campaign.id);
    expect(
      rows
        .filter((d) => d.status === 'paid')
        .map((d) => [d.reference, d.donation_txns, d.other_txns])
        .sort(),
    ).toEqual(
      [
        [a, 1, 0],
        [b, 1, 0],
        [c, 1, 0],
      ].sort(),
    );
    expect(rows.filter((d) => d.status !== 'paid' && d.donation_txns + d.other_txns > 0)).toEqual([]);
    // ₦5,000 + ₦3,000 + ₦2,000: the goal, so donations closed.
    expect(await campaignTotals(db, campaign.id)).toEqual({ status: 3, pledged_kobo: 10_000_00 });
    expect((await integrity(db)).problems).toEqual([]);
  });

  it('pays out a claim once through 500s, timeouts and a transfer whose reply was lost', { timeout: 60_000 }, async () => {
    const job = async () => {
      const [p] = (await db.execute<{ id: number }>(sql`select id from payouts where campaign_id = ${campaign.id}`)).rows;
      return p ? (await jobRows(db, { key: `payout:${p.id}` }))[0] : undefined;
    };
    const payout = async () =>
      (
        await db.execute<{
          id: number;
          reference: string;
          status: string;
          amount_kobo: number;
          transfer_code: string | null;
          last_error: string | null;
        }>(sql`
        select id, reference, status, amount_kobo, transfer_code, last_error from payouts where campaign_id = ${campaign.id}`)
      ).rows[0]!;
    /** Waits until the payout job has been tried `n` times and is back in the queue. */
    const tried = (n: number) =>
      waitFor(`payout attempt ${n}`, async () => {
        const j = await job();
        return j && j.attempts >= n && j.state !== 'active' ? j : null;
      });

    fake.outage('500');
    const claimed = await request(api.url, 'POST', `/api/v1/claim/${campaign.publicId}`, undefined, { token });
    expect(claimed.body.status.code).toBe(100);
    const ref = claimed.body.entity.payout.reference as string;

    await tried(1);
    expect(await payout()).toMatchObject({ status: 'processing', transfer_code: null });
    expect((await payout()).last_error).toMatch(/HTTP 500/);

    fake.outage('timeout');
    await jobsDueNow(db, PAYOUT_JOB);
    await tried(2);
    expect((await payout()).last_error).toMatch(/timed out/);
    expect(fake.transfer(ref)).toBeNull();

    // Paystack makes the transfer, and its reply is lost on the way back.
    fake.outage('lost', { only: /^\/transfer$/ });
    await jobsDueNow(db, PAYOUT_JOB);
    await tried(3);
    expect((await payout()).status).toBe('processing');
    const p = await payout();
    expect(fake.transfer(ref)).toEqual({ reference: ref, status: 'pending', amount: p.amount_kobo });
    expect((await integrity(db)).problems).toEqual([]);

    // Back: the retry, under the same reference, finds the transfer already made (still pending).
    fake.outage(null);
    await jobsDueNow(db, PAYOUT_JOB);
    await waitFor('the transfer code', async () => (await payout()).transfer_code);
    await tried(4);

    // Down again, for a day: the job's last attempt cannot reach Paystack either. The transfer
    // exists, so the claim must not be undone (a claim undone can be claimed, and paid, again).
    fake.outage('500');
    await nextRunIsLast(db, { key: `payout:${p.id}` });
    await jobsDueNow(db, PAYOUT_JOB);
    await tried(PAYOUT_MAX_ATTEMPTS);
    expect((await payout()).status).toBe('processing');
    const again = await request(api.url, 'POST', `/api/v1/claim/${campaign.publicId}`, undefined, { token });
    expect(again.body.status).toEqual({ code: 105, desc: 'The money of this campaign has been claimed.' });
    expect((await integrity(db)).problems).toEqual([]);

    // Back for good: Paystack completes the transfer and says so (signed webhook); the job asks too.
    fake.outage(null);
    fake.setTransferStatus(ref, 'success');
    const h = await hook('transfer.success', { reference: ref, amount: p.amount_kobo, status: 'success' });
    expect(h.status).toBe(200);
    await jobsDueNow(db, PAYOUT_JOB);
    await waitFor('the payout jobs to finish', async () => (await jobRows(db, { kind: PAYOUT_JOB })).every((j) => !j.pending));

    expect(await payout()).toMatchObject({ status: 'paid', last_error: null });
    const transfers = fake.requests.filter((r) => r.path === '/transfer');
    expect(transfers.length).toBeGreaterThanOrEqual(2);
    expect(transfers.every((r) => r.body?.reference === ref)).toBe(true);
    expect(fake.transfer(ref)).toEqual({ reference: ref, status: 'success', amount: p.amount_kobo });
    const kinds = (
      await db.execute<{ kind: string }>(sql`select kind from ledger_transactions where payout_id = ${p.id} order by id`)
    ).rows.map((r) => r.kind);
    expect(kinds).toEqual(['claim', 'payout_sent']);
    const report = await integrity(db);
    expect(report.problems).toEqual([]);
    expect(Math.abs(report.totals.payouts_payable_kobo)).toBe(0);
  });
});
