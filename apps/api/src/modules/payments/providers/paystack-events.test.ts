import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePaystack } from '../../../test/fake-paystack.ts';
import { PaystackProvider } from './paystack.ts';
import type { PaymentProvider } from './provider.ts';
import { SandboxProvider } from './sandbox.ts';

/**
 * Paystack's webhook events (docs/paystack.md "Webhooks", shapes as in Paystack's samples and the
 * local fake) mapped to our own events (provider.ts PaymentEvent): one test per event we act on.
 */
let fake: FakePaystack;
let paystack: PaystackProvider;
beforeAll(async () => {
  fake = await FakePaystack.start();
  paystack = new PaystackProvider({ secretKey: fake.secretKey, publicKey: 'pk_test_fake', baseUrl: fake.baseUrl, timeoutMs: 2_000 });
});
afterAll(() => fake.close());

const parse = (event: string, data: unknown) => paystack.parseWebhook(Buffer.from(JSON.stringify({ event, data })));

/** A transaction initialised at the fake and paid (or not), described as charge.success describes it. */
async function charge(reference: string, o: Parameters<FakePaystack['pay']>[1] = {}) {
  await paystack.initialize({ reference, email: 'ada@example.ng', amountKobo: 500_000, currency: 'NGN' });
  fake.pay(reference, o);
  return fake.chargeData(reference);
}

describe('charges', () => {
  it('charge.success with status success → charge_succeeded, the amount in kobo and our reference', async () => {
    const data = await charge('evt-charge-1');
    const e = parse('charge.success', data);
    expect(e).toMatchObject({
      type: 'charge_succeeded',
      charge: {
        status: 'success',
        reference: 'evt-charge-1',
        amountKobo: 500_000,
        currency: 'NGN',
        channel: 'card',
        providerTxnId: String(data.id),
        gatewayResponse: 'Successful',
      },
    });
    expect(e?.type === 'charge_succeeded' && e.charge.paidAt).toBeInstanceOf(Date);
  });

  it('a charge whose data reads failed or reversed → charge_failed (it never counts)', async () => {
    const data = await charge('evt-charge-2', { status: 'failed' });
    expect(parse('charge.success', data)).toMatchObject({
      type: 'charge_failed',
      charge: { status: 'failed', reference: 'evt-charge-2', amountKobo: 500_000 },
    });
    expect(parse('charge.success', { ...data, status: 'reversed' })).toMatchObject({
      type: 'charge_failed',
      charge: { status: 'reversed' },
    });
  });

  it('a charge that is not final, or unreadable, → check_charge of its reference', async () => {
    const data = await charge('evt-charge-3');
    expect(parse('charge.success', { ...data, status: 'abandoned' })).toEqual({ type: 'check_charge', reference: 'evt-charge-3' });
    expect(parse('charge.success', { reference: 'evt-charge-3', amount: 'lots' })).toEqual({
      type: 'check_charge',
      reference: 'evt-charge-3',
    });
    expect(parse('charge.success', { amount: 'lots' })).toEqual({ type: 'check_charge', reference: null });
  });
});

describe('refunds', () => {
  // As Paystack sends them: the charge's reference in transaction_reference, the amount in kobo.
  const refund = (status: string, o: Record<string, unknown> = {}) => ({
    status,
    transaction_reference: 'IRT-DONATION-1',
    refund_reference: null,
    amount: 500_000,
    currency: 'NGN',
    processor: 'mpgs_zen',
    customer: { first_name: 'Ada', last_name: 'Obi', email: 'ada@example.ng' },
    integration: 412829,
    domain: 'test',
    id: '1048612',
    ...o,
  });

  it('refund.processed → refund_processed', () => {
    expect(parse('refund.processed', refund('processed'))).toEqual({
      type: 'refund_processed',
      reference: 'IRT-DONATION-1',
      amountKobo: 500_000,
    });
  });

  it('refund.pending and refund.processing → refund_pending', () => {
    expect(parse('refund.pending', refund('pending'))).toEqual({
      type: 'refund_pending',
      reference: 'IRT-DONATION-1',
      amountKobo: 500_000,
    });
    expect(parse('refund.processing', refund('processing'))).toEqual({
      type: 'refund_pending',
      reference: 'IRT-DONATION-1',
      amountKobo: 500_000,
    });
  });

  it('refund.failed and refund.needs-attention → refund_failed, with the reason', () => {
    expect(parse('refund.failed', refund('failed', { merchant_note: 'Card expired' }))).toEqual({
      type: 'refund_failed',
      reference: 'IRT-DONATION-1',
      amountKobo: 500_000,
      reason: 'Card expired',
    });
    expect(parse('refund.needs-attention', refund('needs-attention'))).toMatchObject({
      type: 'refund_failed',
      reason: 'refund needs-attention',
    });
  });

  it('finds the reference in the older shapes too (transaction.reference, reference)', () => {
    expect(parse('refund.processed', { status: 'processed', transaction: { id: 1, reference: 'IRT-D2' }, amount: 100 })).toMatchObject({
      reference: 'IRT-D2',
    });
    expect(parse('refund.processed', { status: 'processed', reference: 'IRT-D3' })).toEqual({
      type: 'refund_processed',
      reference: 'IRT-D3',
      amountKobo: null,
    });
    expect(parse('refund.processed', { status: 'processed' })).toMatchObject({ type: 'ignored' });
  });
});

describe('transfers', () => {
  // As Paystack sends them: our reference, the amount in kobo, its transfer code.
  const transfer = (status: string, o: Record<string, unknown> = {}) => ({
    amount: 95_000,
    currency: 'NGN',
    domain: 'test',
    failures: null,
    id: 37272792,
    integration: { id: 463433, is_live: false, business_name: 'Ireti' },
    reason: 'Ireti payout: Help Ada',
    reference: 'IRT-PO-ABCDEFGHIJKLMN',
    source: 'balance',
    source_details: null,
    status,
    titan_code: null,
    transfer_code: 'TRF_wpl1dem4967avzm',
    transferred_at: null,
    recipient: { recipient_code: 'RCP_1', type: 'nuban', details: { account_number: '0012345678', bank_code: '058' } },
    session: { provider: null, id: null },
    created_at: '2026-11-24T10:00:00.000Z',
    updated_at: '2026-11-24T10:00:05.000Z',
    ...o,
  });
  const ours = {
    reference: 'IRT-PO-ABCDEFGHIJKLMN',
    amountKobo: 95_000,
    transferCode: 'TRF_wpl1dem4967avzm',
    reason: 'Ireti payout: Help Ada',
  };

  it('transfer.success → transfer_succeeded', () => {
    expect(parse('transfer.success', transfer('success'))).toEqual({ type: 'transfer_succeeded', ...ours });
  });

  it('transfer.failed → transfer_failed', () => {
    expect(parse('transfer.failed', transfer('failed'))).toEqual({ type: 'transfer_failed', ...ours });
  });

  it('transfer.reversed → transfer_reversed', () => {
    expect(parse('transfer.reversed', transfer('reversed'))).toEqual({ type: 'transfer_reversed', ...ours });
  });

  it('reads a minimal transfer event, and ignores one without a reference or of another kind', () => {
    expect(parse('transfer.success', { reference: 'IRT-PO-X', status: 'success' })).toEqual({
      type: 'transfer_succeeded',
      reference: 'IRT-PO-X',
      amountKobo: null,
      transferCode: null,
      reason: null,
    });
    expect(parse('transfer.success', transfer('success', { reference: '' }))).toMatchObject({ type: 'ignored' });
    expect(parse('transfer.otp', transfer('otp'))).toMatchObject({ type: 'ignored' });
  });
});

describe('everything else', () => {
  it('ignores events we do not act on, and is null for what is not an event', () => {
    expect(parse('charge.dispute.create', { id: 1 })).toEqual({ type: 'ignored', name: 'charge.dispute.create' });
    expect(paystack.parseWebhook(Buffer.from('not json'))).toBeNull();
    expect(paystack.parseWebhook(Buffer.from('{"data":{}}'))).toBeNull();
    expect(paystack.parseWebhook(Buffer.from('{"event":"charge.success","data":"x"}'))).toBeNull();
  });

  it("the sandbox has no webhooks: it reads no event, not even one in Paystack's words", () => {
    const sandbox = new SandboxProvider(null as never);
    const body = Buffer.from(JSON.stringify({ event: 'transfer.reversed', data: { reference: 'IRT-PO-X', amount: 1 } }));
    const asProvider: PaymentProvider = sandbox;
    expect(asProvider.verifyWebhook(body, 'anything')).toBe(false);
    expect(asProvider.parseWebhook(body)).toBeNull();
    expect(paystack.parseWebhook(body)).toMatchObject({ type: 'transfer_reversed' });
  });
});

describe('dedicated (permanent) accounts', () => {
  async function account() {
    const { customerCode } = await paystack.createCustomer({
      email: `dva-${Date.now()}@ireti.test`,
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '+2348012345678',
    });
    const banks = await paystack.dedicatedAccountBanks();
    expect(banks[0]).toEqual({ slug: 'wema-bank', bankName: 'Wema Bank' });
    const a = await paystack.createDedicatedAccount({ customerCode, preferredBank: banks[0]!.slug });
    return { customerCode, a: a! };
  }

  it('creates one through /customer and /dedicated_account, in our words', async () => {
    const { a } = await account();
    expect(a).toMatchObject({ accountName: 'IRETI / ADA OBI', bankName: 'Wema Bank', bankSlug: 'wema-bank', active: true });
    expect(a.accountNumber).toMatch(/^\d{10}$/);
  });

  it('is refused for a customer without a phone, as Paystack refuses it', async () => {
    const { customerCode } = await paystack.createCustomer({
      email: `nophone-${Date.now()}@ireti.test`,
      firstName: 'Ada',
      lastName: 'Obi',
      phone: '',
    });
    await expect(paystack.createDedicatedAccount({ customerCode, preferredBank: 'wema-bank' })).rejects.toMatchObject({ kind: 'rejected' });
  });

  it('charge.success with channel dedicated_nuban → transfer_received, with the customer, the account, the sender and the narration', async () => {
    const { customerCode, a } = await account();
    const { reference, data } = fake.receiveTransfer(a.accountNumber, 750_000, {
      senderName: 'EMEKA OKAFOR',
      narration: 'for the roof ABC234',
    });
    expect(parse('charge.success', data)).toEqual({
      type: 'transfer_received',
      charge: expect.objectContaining({ status: 'success', reference, amountKobo: 750_000, currency: 'NGN', channel: 'dedicated_nuban' }),
      customerCode,
      accountNumber: a.accountNumber,
      senderName: 'EMEKA OKAFOR',
      senderBank: 'Guaranty Trust Bank',
      narration: 'for the roof ABC234',
    });
    // Verifying its reference answers the same transfer (the refund job and the reconciliation ask it).
    expect(await paystack.verify(reference)).toMatchObject({ status: 'success', amountKobo: 750_000, channel: 'dedicated_nuban' });
  });

  it('finds the receiving account in the metadata when the authorization block lacks it; a card charge stays a charge', async () => {
    const { a } = await account();
    const { data } = fake.receiveTransfer(a.accountNumber, 100_000);
    const e = parse('charge.success', { ...data, authorization: {}, metadata: JSON.stringify(data.metadata) });
    expect(e).toMatchObject({ type: 'transfer_received', accountNumber: a.accountNumber, senderName: null, narration: null });
    expect(parse('charge.success', await charge('evt-card-not-dva'))).toMatchObject({ type: 'charge_succeeded' });
  });

  it('dedicatedaccount.assign.success and .failed → the assignment, by customer', async () => {
    const email = `assign-${Date.now()}@ireti.test`;
    await fetch(`${fake.baseUrl}/dedicated_account/assign`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        first_name: 'Ada',
        last_name: 'Obi',
        phone: '+2348012345678',
        preferred_bank: 'titan-paystack',
        country: 'NG',
      }),
    });
    const [ok] = await fake.completeAssignments();
    expect(parse(ok!.event, ok!.data)).toMatchObject({
      type: 'dedicated_account_assigned',
      customerCode: expect.stringMatching(/^CUS_/),
      account: { bankName: 'Titan Paystack', bankSlug: 'titan-paystack', active: true },
    });
    await fetch(`${fake.baseUrl}/dedicated_account/assign`, {
      method: 'POST',
      headers: { authorization: `Bearer ${fake.secretKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        first_name: 'Ada',
        last_name: 'Obi',
        phone: '+2348012345678',
        preferred_bank: 'wema-bank',
        country: 'NG',
      }),
    });
    const [failed] = await fake.completeAssignments({ fail: true });
    expect(parse(failed!.event, failed!.data)).toMatchObject({ type: 'dedicated_account_failed', reason: 'failed' });
    expect(parse('dedicatedaccount.assign.success', { customer: {} })).toMatchObject({ type: 'ignored' });
    expect(parse('dedicatedaccount.assign.success', { customer: { customer_code: 'CUS_x' }, dedicated_account: { id: 1 } })).toMatchObject({
      type: 'ignored',
    });
  });

  it('deactivates and requeries', async () => {
    const { a } = await account();
    await paystack.deactivateDedicatedAccount(a.providerAccountId);
    expect(fake.dedicatedAccounts().find((d) => d.accountNumber === a.accountNumber)?.active).toBe(false);
    await paystack.requeryDedicatedAccount({ accountNumber: a.accountNumber, bankSlug: a.bankSlug });
    const q = fake.requests.find((r) => r.path === '/dedicated_account/requery');
    expect(q?.query).toMatchObject({ account_number: a.accountNumber, provider_slug: 'wema-bank' });
    await expect(paystack.deactivateDedicatedAccount('424242')).rejects.toMatchObject({ kind: 'rejected', httpStatus: 404 });
  });
});
