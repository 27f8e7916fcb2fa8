import { jobsDueNow, nextRunIsLast } from '../../../test/jobs.ts';
import { createHmac } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { buildTestApp, type TestApp } from '../../../test/build-app.ts';
import { FakePaystack } from '../../../test/fake-paystack.ts';
import { createAdmin, createUser, tokenFor } from '../../../test/factories.ts';
import { PaystackProvider } from './paystack.ts';
import { reconcilePending } from '../giving/reconcile.service.ts';
import {
  call,
  campaignRow,
  donate,
  donationRow,
  expectIntegrity,
  guest,
  liveCampaign,
  mails,
  move,
  sandboxPay,
  secondInstance,
  verify,
} from '../testing.ts';

/**
 * The whole money path with Paystack as the provider, against the local fake that speaks
 * Paystack's shapes and signatures (test/fake-paystack.ts): initialise, verify, the signed
 * webhook, faults, refunds and transfers.
 */
let fake: FakePaystack;
let t: TestApp;
let hook: string;
let owner: { id: number; email: string };

beforeAll(async () => {
  fake = await FakePaystack.start();
  const env = { PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_PUBLIC_KEY: 'pk_test_ireti', PAYSTACK_BASE_URL: fake.baseUrl };
  // Built as config says (Paystack from the keys, its usual timeout): no test here depends on how
  // fast the fake answers under load. The one that needs a deadline (a hang) brings its own.
  t = await buildTestApp({ env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  hook = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/v1/payment/webhook`;
  const o = await createUser(t.ctx.db, { identityStatus: 'approved' });
  owner = o;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** An approved owner's campaign of ₦1,000 paid in full through Paystack (donations closed): ready to claim. */
async function fundedCampaign() {
  const o = await createUser(t.ctx.db, { identityStatus: 'approved' });
  const token = await tokenFor(t.ctx.db, o.id);
  const c = await liveCampaign(t, o.id, 1000);
  const d = await start(c.publicId, 1000);
  fake.pay(d.ref, { amount: 100_000 });
  await verify(t, d.ref);
  return { token, c, owner: o };
}

const start = async (campaign: string, amount = 5000, o: Record<string, unknown> = {}) => {
  const d = await donate(t, guest(campaign, amount, o));
  expect(d.body.status.code).toBe(100);
  return d.body.entity as { ref: string; p_key: string; access_code: string | null; amount_kobo: number };
};
const chargeData = (ref: string, o: Record<string, unknown> = {}) => ({
  id: 302961,
  domain: 'test',
  status: 'success',
  reference: ref,
  amount: 500_000,
  gateway_response: 'Successful',
  paid_at: new Date().toISOString(),
  channel: 'card',
  currency: 'NGN',
  metadata: 0,
  customer: { email: 'chioma@example.ng', customer_code: 'CUS_x' },
  ...o,
});
const dueNow = () => jobsDueNow(t.ctx.db);

describe('donating through Paystack', () => {
  it('is what the app uses when only the configuration names Paystack (keys and PAYSTACK_BASE_URL)', async () => {
    const plain = await buildTestApp({
      env: { PAYSTACK_SECRET_KEY: fake.secretKey, PAYSTACK_PUBLIC_KEY: 'pk_test_config', PAYSTACK_BASE_URL: fake.baseUrl },
    });
    try {
      expect(plain.ctx.payments.name).toBe('paystack');
      const o = await createUser(plain.ctx.db);
      const c = await liveCampaign(plain, o.id);
      const d = await donate(plain, guest(c.publicId, 1000));
      expect(d.body.entity).toMatchObject({ p_key: 'pk_test_config', amount_kobo: 100_000 });
      fake.pay(d.body.entity.ref);
      expect((await verify(plain, d.body.entity.ref)).body.status.code).toBe(100);
    } finally {
      await plain.close();
    }
  });

  it('initialises the transaction on Paystack and hands the browser the public key and access code', async () => {
    const c = await liveCampaign(t, owner.id);
    const d = await start(c.publicId, 2500.25);
    expect(d).toMatchObject({ p_key: 'pk_test_ireti', amount_kobo: 250_025 });
    expect(d.access_code).toMatch(/^[0-9a-f]+$/);
    const init = fake.requests.find((r) => r.path === '/transaction/initialize' && r.body?.reference === d.ref);
    expect(init?.body).toMatchObject({ email: 'chioma@example.ng', amount: 250_025, currency: 'NGN', reference: d.ref });
    expect(init?.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
  });

  it('confirms with the secret key when the browser verifies', async () => {
    const c = await liveCampaign(t, owner.id);
    const d = await start(c.publicId);
    fake.pay(d.ref);
    const v = await verify(t, d.ref, d.ref);
    expect(v.body.status.code).toBe(100);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(500_000);
    await expectIntegrity(t);
  });

  it('never counts a transaction Paystack reports failed or abandoned', async () => {
    const c = await liveCampaign(t, owner.id);
    const failed = await start(c.publicId);
    fake.pay(failed.ref, { status: 'failed' });
    expect((await verify(t, failed.ref)).body.status.code).toBe(106);
    const abandoned = await start(c.publicId);
    fake.pay(abandoned.ref, { status: 'abandoned' });
    expect((await verify(t, abandoned.ref)).body.entity.status).toBe('pending');
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(0);
  });

  it('never counts a payment of another amount or currency (a checkout tampered with)', async () => {
    const c = await liveCampaign(t, owner.id);
    const cheap = await start(c.publicId);
    fake.pay(cheap.ref, { amount: 10_000 });
    expect((await verify(t, cheap.ref)).body.status.code).toBe(106);
    const dollars = await start(c.publicId);
    fake.pay(dollars.ref, { currency: 'USD' });
    expect((await verify(t, dollars.ref)).body.status.code).toBe(106);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(0);
    // The ₦100 that did arrive goes back to the payer.
    await t.ctx.jobs.drain();
    const refund = fake.requests.find((r) => r.path === '/refund' && r.body?.transaction === cheap.ref);
    expect(refund?.body).toMatchObject({ transaction: cheap.ref, amount: 10_000, currency: 'NGN' });
    await expectIntegrity(t);
  });

  it.each(['500', 'timeout', 'malformed', 'ratelimit'] as const)(
    'keeps the donation pending when Paystack answers %s, and completes it on retry',
    async (fault) => {
      const c = await liveCampaign(t, owner.id);
      const d = await start(c.publicId);
      fake.pay(d.ref);
      fake.failNext(1, fault);
      // A hang never ends (the fake holds the request until it closes), so any deadline cuts it:
      // a short one, for this call only, keeps the test quick without assuming anything of speed.
      const usual = t.ctx.payments;
      if (fault === 'timeout')
        (t.ctx as { payments: unknown }).payments = new PaystackProvider({
          secretKey: fake.secretKey,
          publicKey: 'pk_test_ireti',
          baseUrl: fake.baseUrl,
          timeoutMs: 200,
        });
      const first = await verify(t, d.ref).finally(() => ((t.ctx as { payments: unknown }).payments = usual));
      expect(first.body.status.code).toBe(106);
      expect(first.body.entity).toEqual({ ref: d.ref, status: 'pending' });
      expect((await donationRow(t, d.ref)).status).toBe('pending');
      expect((await verify(t, d.ref)).body.status.code).toBe(100);
      expect((await campaignRow(t, c.id)).pledged_kobo).toBe(500_000);
    },
  );

  it('answers 106 when Paystack cannot initialise, and the job expires the orphan', async () => {
    const c = await liveCampaign(t, owner.id);
    fake.failNext(1, '500');
    const d = await donate(t, guest(c.publicId, 5000, { email: 'orphan@example.ng' }));
    expect(d.body.status.code).toBe(106);
    const [row] = (
      await t.ctx.db.execute<{ reference: string; status: string }>(
        sql`select reference, status from donations where email = 'orphan@example.ng'`,
      )
    ).rows;
    expect(row!.status).toBe('pending');
    await t.ctx.db.execute(sql`update donations set created_at = now() - interval '2 hours' where reference = ${row!.reference}`);
    await reconcilePending(t.ctx);
    expect((await donationRow(t, row!.reference)).status).toBe('expired');
  });

  it('refuses what Paystack refuses at initialise, with its words', async () => {
    const c = await liveCampaign(t, owner.id);
    fake.failNext(1, { status: 400, body: { status: false, message: 'Invalid Email Address Passed' } });
    const d = await donate(t, guest(c.publicId, 5000));
    expect(d.body.status).toEqual({ code: 106, desc: 'Invalid Email Address Passed' });
  });

  it('has no sandbox checkout', async () => {
    const c = await liveCampaign(t, owner.id);
    const d = await start(c.publicId);
    expect((await sandboxPay(t, d.ref, '4084084084084081')).body.status.code).toBe(104);
  });
});

describe('the signed webhook', () => {
  it('confirms a charge before the browser comes back; the verify after is a no-op', async () => {
    const c = await liveCampaign(t, owner.id);
    const d = await start(c.publicId);
    fake.pay(d.ref);
    const res = await fake.sendWebhook(hook, 'charge.success', chargeData(d.ref));
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).entity).toEqual({ received: true, result: 'paid' });
    expect((await donationRow(t, d.ref)).status).toBe('paid');
    expect((await verify(t, d.ref)).body.status.code).toBe(100);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(500_000);
    expect((await mails(t, 'chioma@example.ng')).filter((m) => m.bodyText.includes(d.ref))).toHaveLength(1);
  });

  it('changes nothing when the signature is wrong, missing, or over other bytes', async () => {
    const c = await liveCampaign(t, owner.id);
    const d = await start(c.publicId);
    fake.pay(d.ref);
    const bad = await fake.sendWebhook(hook, 'charge.success', chargeData(d.ref), { badSignature: true });
    expect(bad.status).toBe(403);
    expect(JSON.parse(bad.body).status).toEqual({ code: 103, desc: 'Invalid signature' });
    const raw = JSON.stringify({ event: 'charge.success', data: chargeData(d.ref) });
    const none = await fetch(hook, { method: 'POST', headers: { 'content-type': 'application/json' }, body: raw });
    expect(none.status).toBe(403);
    // Signed over the compact JSON, sent re-serialised with spaces: the bytes differ, so it fails.
    const sig = createHmac('sha512', fake.secretKey).update(raw).digest('hex');
    const reformatted = await fetch(hook, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': sig },
      body: JSON.stringify(JSON.parse(raw), null, 2),
    });
    expect(reformatted.status).toBe(403);
    expect((await donationRow(t, d.ref)).status).toBe('pending');
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(0);
  });

  it('never counts a signed event whose amount or currency differs from the donation', async () => {
    const c = await liveCampaign(t, owner.id);
    const d = await start(c.publicId);
    await fake.sendWebhook(hook, 'charge.success', chargeData(d.ref, { amount: 100 }));
    expect((await donationRow(t, d.ref)).status).toBe('failed');
    const e = await start(c.publicId);
    await fake.sendWebhook(hook, 'charge.success', chargeData(e.ref, { currency: 'GHS' }));
    expect((await donationRow(t, e.ref)).status).toBe('failed');
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(0);
  });

  it('ignores events about references that are not ours, and events it does not handle', async () => {
    const unknown = await fake.sendWebhook(hook, 'charge.success', chargeData('IRT-SOMEBODYELSES00'));
    expect(JSON.parse(unknown.body).entity.result).toBe('not one of ours');
    const other = await fake.sendWebhook(hook, 'charge.dispute.create', { id: 1 });
    expect(other.status).toBe(200);
  });

  it('asks Paystack itself when a signed charge event is unreadable', async () => {
    const c = await liveCampaign(t, owner.id);
    const d = await start(c.publicId);
    fake.pay(d.ref);
    const res = await fake.sendWebhook(hook, 'charge.success', { reference: d.ref, amount: 'lots' });
    expect(JSON.parse(res.body).entity.result).toBe('unreadable charge; scheduled a check');
    expect(await reconcilePending(t.ctx)).toMatchObject({ paid: 1 });
    expect((await donationRow(t, d.ref)).status).toBe('paid');
  });

  it('counts once when the webhook repeats and races the browser and the job', async () => {
    const c = await liveCampaign(t, owner.id, 100_000_000);
    const refs: string[] = [];
    for (let i = 0; i < 8; i++) {
      const d = await start(c.publicId);
      fake.pay(d.ref);
      refs.push(d.ref);
    }
    const later = new Date(Date.now() + 10 * 60_000);
    const work: Promise<unknown>[] = [];
    for (const ref of refs) {
      for (let k = 0; k < 6; k++) work.push(fake.sendWebhook(hook, 'charge.success', chargeData(ref)));
      for (let k = 0; k < 6; k++) work.push(verify(t, ref));
    }
    for (let k = 0; k < 3; k++) work.push(reconcilePending(t.ctx, { now: later }));
    await Promise.all(work);
    expect((await campaignRow(t, c.id)).pledged_kobo).toBe(8 * 500_000);
    await expectIntegrity(t);
  });
});

describe('a browser verify slower than the webhook and the refund', () => {
  it('hears that a late payment will be refunded, not that it failed, when Paystack already reads it reversed', async () => {
    const c = await liveCampaign(t, owner.id, 1000);
    const late = await start(c.publicId, 700);
    const first = await start(c.publicId, 1000);
    fake.pay(first.ref);
    expect((await verify(t, first.ref)).body.status.code).toBe(100);
    expect((await campaignRow(t, c.id)).status).toBe(3);
    fake.pay(late.ref);
    // The browser's question to Paystack is held until the webhook and the refund are through
    // (a provider with a timeout long enough to wait for that).
    let release = () => {};
    fake.failNext(1, { until: new Promise<void>((r) => (release = r)) });
    const usual = t.ctx.payments;
    (t.ctx as { payments: unknown }).payments = new PaystackProvider({
      secretKey: fake.secretKey,
      publicKey: 'pk_test_ireti',
      baseUrl: fake.baseUrl,
      timeoutMs: 10_000,
    });
    try {
      const browser = verify(t, late.ref);
      for (let i = 0; i < 200 && !fake.requests.some((r) => r.path === `/transaction/verify/${late.ref}`); i++)
        await new Promise((r) => setTimeout(r, 10));
      const h = await fake.sendWebhook(hook, 'charge.success', fake.chargeData(late.ref));
      expect(JSON.parse(h.body).entity.result).toBe('late');
      await t.ctx.jobs.drain();
      expect(fake.transaction(late.ref)?.status).toBe('reversed');
      release();
      const v = await browser;
      expect(v.body.status.code).toBe(105);
      expect(v.body.entity).toMatchObject({ ref: late.ref, status: 'refund_pending' });
      expect(await donationRow(t, late.ref)).toMatchObject({ status: 'refund_pending' });
      // Paystack finishes the refund, so its job calls Paystack no more (later tests count calls).
      await fake.sendWebhook(hook, 'refund.processed', {
        status: 'processed',
        transaction_reference: late.ref,
        amount: 70_000,
        currency: 'NGN',
      });
      expect(await donationRow(t, late.ref)).toMatchObject({ status: 'refunded' });
      await expectIntegrity(t);
    } finally {
      release();
      (t.ctx as { payments: unknown }).payments = usual;
    }
  });
});

describe('hundreds of confirmations of one payment', () => {
  it('count it once: signed webhooks and verifies on two instances, and the job, all at once', async () => {
    const other = await secondInstance(t, {
      PAYSTACK_SECRET_KEY: fake.secretKey,
      PAYSTACK_PUBLIC_KEY: 'pk_test_ireti',
      PAYSTACK_BASE_URL: fake.baseUrl,
    });
    try {
      const c = await liveCampaign(t, owner.id);
      const d = await start(c.publicId, 7777);
      fake.pay(d.ref);
      const raw = JSON.stringify({ event: 'charge.success', data: chargeData(d.ref, { amount: 777_700 }) });
      const signature = createHmac('sha512', fake.secretKey).update(raw).digest('hex');
      const hookOn = (app: { app: TestApp['app'] }) =>
        app.app.inject({
          method: 'POST',
          url: '/api/v1/payment/webhook',
          payload: raw,
          headers: { 'content-type': 'application/json', 'x-paystack-signature': signature },
        });
      const later = new Date(Date.now() + 10 * 60_000);
      const work: Promise<unknown>[] = [];
      for (let i = 0; i < 100; i++) {
        work.push(hookOn(i % 2 ? other : t));
        work.push(verify(i % 2 ? t : other, d.ref));
      }
      for (let i = 0; i < 4; i++) work.push(reconcilePending(i % 2 ? other.ctx : t.ctx, { now: later }));
      const replies = await Promise.all(work);
      const statuses = replies
        .filter((r): r is { statusCode: number } => typeof r === 'object' && r !== null && 'statusCode' in r)
        .map((r) => r.statusCode);
      expect(statuses.every((code) => code === 200)).toBe(true);
      expect((await campaignRow(t, c.id)).pledged_kobo).toBe(777_700);
      const [n] = (
        await t.ctx.db.execute<{ n: number }>(
          sql`select count(*)::int as n from ledger_transactions t join donations x on x.id = t.donation_id where x.reference = ${d.ref}`,
        )
      ).rows;
      expect(n!.n).toBe(1);
      expect((await mails(t, 'chioma@example.ng')).filter((m) => m.bodyText.includes(d.ref))).toHaveLength(1);
      await expectIntegrity(t);
    } finally {
      await other.close();
    }
  });
});

describe('refunds and payouts through Paystack', () => {
  it('refunds a deleted campaign: queued, then processed by the refund webhook', async () => {
    const c = await liveCampaign(t, owner.id);
    const d = await start(c.publicId, 5000, { email: 'refundme@example.ng' });
    fake.pay(d.ref);
    await verify(t, d.ref);
    await move(t, c.id, 4, owner.id);
    await t.ctx.jobs.drain();
    const [r] = (
      await t.ctx.db.execute<{ status: string; provider_refund_id: string }>(
        sql`select r.status, r.provider_refund_id from refunds r join donations x on x.id = r.donation_id where x.reference = ${d.ref}`,
      )
    ).rows;
    expect(r).toMatchObject({ status: 'sent', provider_refund_id: expect.any(String) });
    expect((await mails(t, 'refundme@example.ng')).filter((m) => m.subject?.startsWith('Your refund of'))).toHaveLength(1);
    const res = await fake.sendWebhook(hook, 'refund.processed', {
      status: 'processed',
      transaction_reference: d.ref,
      amount: 500_000,
      currency: 'NGN',
    });
    expect(JSON.parse(res.body).entity.result).toBe('refund updated');
    expect((await donationRow(t, d.ref)).status).toBe('refunded');
    expect(fake.requests.filter((x) => x.path === '/refund' && x.body?.transaction === d.ref)).toHaveLength(1);
    expect((await mails(t, 'refundme@example.ng')).filter((m) => m.subject?.startsWith('Your refund of'))).toHaveLength(1);
    await expectIntegrity(t);
  });

  it('finishes a queued refund by asking Paystack when no webhook comes, without refunding twice', async () => {
    const c = await liveCampaign(t, owner.id);
    const d = await start(c.publicId);
    fake.pay(d.ref);
    await verify(t, d.ref);
    fake.failNext(1, '500');
    await move(t, c.id, 4, owner.id);
    await t.ctx.jobs.drain();
    expect(fake.requests.filter((x) => x.path === '/refund' && x.body?.transaction === d.ref)).toHaveLength(1);
    await dueNow();
    await t.ctx.jobs.drain();
    await dueNow();
    await t.ctx.jobs.drain();
    expect((await donationRow(t, d.ref)).status).toBe('refunded');
    // Two requests: the first was answered 500 before Paystack did anything, the second refunded.
    expect(fake.requests.filter((x) => x.path === '/refund' && x.body?.transaction === d.ref && x.body?.amount === 500_000)).toHaveLength(
      2,
    );
    await expectIntegrity(t);
  });

  it('pays a claim by transfer: recipient, transfer with our reference, then transfer.success', async () => {
    const { token, c } = await fundedCampaign();
    expect((await campaignRow(t, c.id)).status).toBe(3);
    expect(
      (await call(t, 'PUT', '/api/v1/bank/account', { token, body: { account_number: '0012345678', bank_code: '058' } })).body.entity
        .account.account_name,
    ).toBe('TEST ACCOUNT 5678');
    const claimed = await call(t, 'POST', `/api/v1/claim/${c.publicId}`, { token });
    const reference = claimed.body.entity.payout.reference as string;
    await t.ctx.jobs.drain();
    const recipient = fake.requests.find((x) => x.path === '/transferrecipient' && x.body?.account_number === '0012345678');
    expect(recipient?.body).toMatchObject({ type: 'nuban', bank_code: '058', currency: 'NGN' });
    const transfer = fake.requests.find((x) => x.path === '/transfer' && x.body?.reference === reference);
    expect(transfer?.body).toMatchObject({ source: 'balance', amount: 95_000, reference });
    expect((await call(t, 'GET', `/api/v1/claim/${c.publicId}`, { token })).body.entity.payout.status).toBe('processing');
    fake.setTransferStatus(reference, 'success');
    const res = await fake.sendWebhook(hook, 'transfer.success', { reference, amount: 95_000, status: 'success', transfer_code: 'TRF_x' });
    expect(JSON.parse(res.body).entity.result).toBe('payout updated');
    expect((await call(t, 'GET', `/api/v1/claim/${c.publicId}`, { token })).body.entity.payout.status).toBe('paid');
    await expectIntegrity(t);
  });

  it('takes back a paid transfer the bank reversed: payout reversed, money held again, claimable, mails sent, once', async () => {
    const admin = await createAdmin(t.ctx.db);
    const { token, c, owner: o } = await fundedCampaign();
    await call(t, 'PUT', '/api/v1/bank/account', { token, body: { account_number: '0012345671', bank_code: '058' } });
    const payout = (await call(t, 'POST', `/api/v1/claim/${c.publicId}`, { token })).body.entity.payout as {
      id: number;
      reference: string;
    };
    await t.ctx.jobs.drain();
    fake.setTransferStatus(payout.reference, 'success');
    await fake.sendWebhook(hook, 'transfer.success', {
      reference: payout.reference,
      amount: 95_000,
      status: 'success',
      transfer_code: 'TRF_r',
    });
    expect((await call(t, 'GET', `/api/v1/claim/${c.publicId}`, { token })).body.entity).toMatchObject({
      payout: { status: 'paid' },
      can_claim: false,
    });
    await expectIntegrity(t);

    const ledger = async () =>
      (
        await t.ctx.db.execute<{ kind: string; n: number }>(
          sql`select kind, count(*)::int as n from ledger_transactions where payout_id = ${payout.id} group by kind order by kind`,
        )
      ).rows;
    const reversedMails = async () => ({
      owner: (await mails(t, o.email)).filter((m) => m.subject?.includes('was sent back by the bank')).length,
      admin: (await mails(t, admin.email)).filter((m) => m.subject === `Payout ${payout.reference} was reversed`).length,
    });
    const reversal = (o: Record<string, unknown> = {}) =>
      fake.sendWebhook(hook, 'transfer.reversed', {
        reference: payout.reference,
        amount: 95_000,
        status: 'reversed',
        transfer_code: 'TRF_r',
        reason: 'Account closed',
        ...o,
      });

    // An event about another amount is not this payout's story: nothing changes.
    expect(JSON.parse((await reversal({ amount: 1 })).body).entity.result).toBe('payout updated');
    expect((await ledger()).map((r) => r.kind)).toEqual(['claim', 'payout_sent']);

    fake.setTransferStatus(payout.reference, 'reversed');
    const res = await reversal();
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).entity.result).toBe('payout updated');
    const [row] = (
      await t.ctx.db.execute<{ status: string; reversed_at: string | null; last_error: string }>(
        sql`select status, reversed_at, last_error from payouts where id = ${payout.id}`,
      )
    ).rows;
    expect(row).toMatchObject({
      status: 'failed',
      reversed_at: expect.anything(),
      last_error: 'The bank sent the transfer back (Account closed)',
    });
    const s = (await call(t, 'GET', `/api/v1/claim/${c.publicId}`, { token })).body.entity;
    expect(s).toMatchObject({ can_claim: true, blockers: [], payout: { status: 'failed' } });
    expect(s.payout.reversed_at).toMatch(/Z$/); // the owner's screen then reads 'Reversed by the bank'
    expect(await ledger()).toEqual([
      { kind: 'claim', n: 1 },
      { kind: 'payout_reversed', n: 1 },
      { kind: 'payout_sent', n: 1 },
    ]);
    const report = await expectIntegrity(t);
    expect(await reversedMails()).toEqual({ owner: 1, admin: 1 });

    // Paystack resends it (at once, from anywhere), and a late success arrives: nothing more.
    await Promise.all([
      reversal(),
      reversal(),
      reversal(),
      fake.sendWebhook(hook, 'transfer.success', { reference: payout.reference, amount: 95_000, status: 'success' }),
    ]);
    expect((await ledger()).map((r) => r.n)).toEqual([1, 1, 1]);
    expect(await reversedMails()).toEqual({ owner: 1, admin: 1 });
    expect((await expectIntegrity(t)).totals).toEqual(report.totals);

    // The owner claims again (the money is held again), and this time it stays.
    const again = await call(t, 'POST', `/api/v1/claim/${c.publicId}`, { token });
    expect(again.body.status.code).toBe(100);
    const second = again.body.entity.payout as { reference: string };
    expect(second.reference).not.toBe(payout.reference);
    await t.ctx.jobs.drain();
    fake.setTransferStatus(second.reference, 'success');
    await fake.sendWebhook(hook, 'transfer.success', { reference: second.reference, amount: 95_000, status: 'success' });
    expect((await call(t, 'GET', `/api/v1/claim/${c.publicId}`, { token })).body.entity.payout.status).toBe('paid');
    await expectIntegrity(t);
  });

  it('polls a pending transfer until Paystack says it failed, then puts the money back', async () => {
    const { token, c } = await fundedCampaign();
    await call(t, 'PUT', '/api/v1/bank/account', { token, body: { account_number: '0012345679', bank_code: '058' } });
    const reference = (await call(t, 'POST', `/api/v1/claim/${c.publicId}`, { token })).body.entity.payout.reference as string;
    await t.ctx.jobs.drain();
    fake.setTransferStatus(reference, 'failed');
    await dueNow();
    await t.ctx.jobs.drain();
    const s = (await call(t, 'GET', `/api/v1/claim/${c.publicId}`, { token })).body.entity;
    expect(s.payout.status).toBe('failed');
    expect(s.can_claim).toBe(true);
    expect(fake.requests.filter((x) => x.path === '/transfer' && x.body?.reference === reference)).toHaveLength(1);
    await expectIntegrity(t);
  });

  it('fails a payout after its last attempt only when Paystack has no transfer under its reference', async () => {
    // (The other case, a transfer that may exist, is drills/provider-faults.test.ts: it stays processing.)
    const { token, c } = await fundedCampaign();
    await call(t, 'PUT', '/api/v1/bank/account', { token, body: { account_number: '0012345670', bank_code: '058' } });
    const payout = (await call(t, 'POST', `/api/v1/claim/${c.publicId}`, { token })).body.entity.payout;
    fake.outage(
      { status: 400, body: { status: false, message: 'Your balance is not enough to fulfil this request' } },
      { only: /^\/transfer$/ },
    );
    try {
      await nextRunIsLast(t.ctx.db, { key: `payout:${payout.id}` });
      await t.ctx.jobs.drain();
    } finally {
      fake.outage(null);
    }
    const s = (await call(t, 'GET', `/api/v1/claim/${c.publicId}`, { token })).body.entity;
    expect(s.payout).toMatchObject({ status: 'failed', last_error: 'Your balance is not enough to fulfil this request' });
    expect(s.can_claim).toBe(true);
    expect(fake.transfer(payout.reference)).toBeNull();
    await expectIntegrity(t);
  });
});

describe('the goal lowered while a gift is being paid (issue 23)', () => {
  const editGoal = (token: string, id: string, goal: number) =>
    call(t, 'PUT', `/api/v1/campaign/${id}`, {
      token,
      body: {
        title: 'Help Amaka finish nursing school',
        goal,
        category: 'Health',
        affiliatedOrganization: '',
        summary: 'Final-year fees for a nursing student',
        campaign_details: '<p>Amaka is in her <strong>final year</strong> at the School of Nursing, Yaba.</p>',
        types: 'Non-reward based',
      },
    });
  const claimOf = async (token: string, id: string) => {
    await call(t, 'PUT', '/api/v1/bank/account', { token, body: { account_number: '0012345678', bank_code: '058' } });
    const summary = (await call(t, 'GET', `/api/v1/claim/${id}`, { token })).body.entity;
    const claimed = (await call(t, 'POST', `/api/v1/claim/${id}`, { token })).body;
    return { summary, claimed };
  };
  const goalOf = async (id: number) =>
    Number((await t.ctx.db.execute<{ goal_kobo: string }>(sql`select goal_kobo from campaigns where id = ${id}`)).rows[0]!.goal_kobo);

  it('refuses a goal below a gift being paid (101 on the goal), and a goal lowered to it takes 5% of it', async () => {
    const o = await createUser(t.ctx.db, { identityStatus: 'approved' });
    const token = await tokenFor(t.ctx.db, o.id);
    const c = await liveCampaign(t, o.id, 100_000_000);
    const d = await start(c.publicId, 10_000_000);

    const lowered = await editGoal(token, c.publicId, 10_000);
    const why = "Donors have given or are paying ₦10,000,000 to this campaign: the goal can't be less than ₦10,000,000";
    expect(lowered.statusCode).toBe(422);
    expect(lowered.body).toEqual({ status: { code: 101, desc: why }, entity: { errors: { goal: why } } });
    expect(await goalOf(c.id)).toBe(10_000_000_000);
    // Down to the gift in flight is allowed (nothing paid yet); its commission is 5% of that goal.
    expect((await editGoal(token, c.publicId, 10_000_000)).body.status.code).toBe(100);

    fake.pay(d.ref, { amount: 1_000_000_000 });
    expect((await verify(t, d.ref)).body.status.code).toBe(100);
    const { summary, claimed } = await claimOf(token, c.publicId);
    expect(summary).toMatchObject({ raised: 10_000_000, commission: 500_000, payout_amount: 9_500_000, can_claim: true });
    expect(claimed.entity.payout).toMatchObject({ raised: 10_000_000, commission: 500_000, amount: 9_500_000 });
    await expectIntegrity(t);
  });

  it('takes the commission on what was raised when the goal was lowered under a gift paid later (it had expired)', async () => {
    const o = await createUser(t.ctx.db, { identityStatus: 'approved' });
    const token = await tokenFor(t.ctx.db, o.id);
    const c = await liveCampaign(t, o.id, 100_000_000);
    const d = await start(c.publicId, 10_000_000);
    // Not paid within a day: the reconciliation expires it, and nothing is in flight any more.
    await reconcilePending(t.ctx, { now: new Date(Date.now() + 25 * 3_600_000) });
    expect((await donationRow(t, d.ref)).status).toBe('expired');
    expect((await editGoal(token, c.publicId, 10_000)).body.status.code).toBe(100);
    expect(await goalOf(c.id)).toBe(1_000_000);

    // The donor pays after all: the late payment counts (decision 042) and meets the ₦10,000 goal.
    fake.pay(d.ref, { amount: 1_000_000_000 });
    expect((await verify(t, d.ref)).body.status.code).toBe(100);
    expect(await campaignRow(t, c.id)).toMatchObject({ status: 3 });
    const { summary, claimed } = await claimOf(token, c.publicId);
    // 5% of the ₦10,000,000 raised, not ₦500 (5% of the ₦10,000 goal the gift never saw).
    expect(summary).toMatchObject({ goal_reached: true, raised: 10_000_000, commission: 500_000, payout_amount: 9_500_000 });
    expect(claimed.entity.payout).toMatchObject({ raised: 10_000_000, commission: 500_000, amount: 9_500_000 });
    await expectIntegrity(t);
  });
});
