import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, type TestDatabase } from '../../../test/db.ts';
import { ProviderError } from './provider.ts';
import { sandboxOf, SandboxProvider } from './sandbox.ts';
import { cardOutcome, luhn } from './sandbox-cards.ts';

const SUCCESS = '4084 0840 8408 4081';
const DECLINED = '4000 0000 0000 0002';
const NO_FUNDS = '4000-0000-0000-9995';
const OTP = '5060 6666 6666 6666 666';

let t: TestDatabase;
let sandbox: SandboxProvider;
let n = 0;
const ref = () => `sbx-${++n}`;
const init = async (amountKobo = 500_000, reference = ref()) => {
  await sandbox.initialize({ reference, email: 'ada@example.ng', amountKobo, currency: 'NGN', metadata: { campaignId: 3 } });
  return reference;
};

async function providerError(p: Promise<unknown>): Promise<ProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

/** Opens pool connections ahead, so racing calls really run side by side. */
const warmPool = (k: number) => Promise.all(Array.from({ length: k }, () => t.pool.query('select pg_sleep(0.02)')));

beforeAll(async () => {
  t = await freshDatabase();
  sandbox = new SandboxProvider(t.db);
});
afterAll(() => t.drop());

describe('charges', () => {
  it('records a pending charge on initialize', async () => {
    const reference = await init(750_000);
    expect(await sandbox.verify(reference)).toMatchObject({
      status: 'pending',
      reference,
      amountKobo: 750_000,
      currency: 'NGN',
      paidAt: null,
      channel: null,
      metadata: { campaignId: 3 },
    });
  });

  it('answers a repeated initialize of the same charge as the first, and refuses a different one', async () => {
    const reference = await init(100_000);
    await expect(init(100_000, reference)).resolves.toBe(reference);
    const err = await providerError(init(200_000, reference));
    expect(err).toMatchObject({ kind: 'rejected', retryable: false, message: 'Duplicate Transaction Reference' });
    expect((await sandbox.verify(reference)).amountKobo).toBe(100_000);
  });

  it.each([
    ['a reference with a space', 'bad ref', 100],
    ['a zero amount', 'ok-ref-0', 0],
    ['a fractional amount', 'ok-ref-1', 10.5],
  ])('refuses %s', async (_what, reference, amountKobo) => {
    const err = await providerError(sandbox.initialize({ reference, email: 'a@b.ng', amountKobo, currency: 'NGN' }));
    expect(err.kind).toBe('rejected');
  });

  it('pays with the success card', async () => {
    const reference = await init();
    expect(await sandbox.pay(reference, SUCCESS)).toEqual({ status: 'success', message: 'Approved' });
    const v = await sandbox.verify(reference);
    expect(v).toMatchObject({ status: 'success', amountKobo: 500_000, channel: 'card', gatewayResponse: 'Approved' });
    expect(v.paidAt).toBeInstanceOf(Date);
    expect(v.providerTxnId).toMatch(/^sbx_txn_\d+$/);
  });

  it.each([
    [DECLINED, 'Declined'],
    [NO_FUNDS, 'Insufficient Funds'],
  ])('fails the charge with %s', async (card, message) => {
    const reference = await init();
    expect(await sandbox.pay(reference, card)).toEqual({ status: 'failed', message });
    expect(await sandbox.verify(reference)).toMatchObject({ status: 'failed', paidAt: null, gatewayResponse: message });
  });

  it('asks for the OTP, then fails on a wrong one', async () => {
    const reference = await init();
    expect((await sandbox.pay(reference, OTP)).status).toBe('otp_required');
    expect((await sandbox.verify(reference)).status).toBe('pending');
    expect(await sandbox.pay(reference, OTP, '000000')).toEqual({ status: 'failed', message: 'Incorrect OTP' });
    expect((await sandbox.verify(reference)).status).toBe('failed');
  });

  it('succeeds with the right OTP', async () => {
    const reference = await init();
    expect((await sandbox.pay(reference, OTP, '123456')).status).toBe('success');
    expect((await sandbox.verify(reference)).status).toBe('success');
  });

  it('pays by bank transfer', async () => {
    const reference = await init();
    expect((await sandbox.pay(reference, 'transfer')).status).toBe('success');
    expect(await sandbox.verify(reference)).toMatchObject({ status: 'success', channel: 'bank_transfer' });
  });

  it("pays by USSD from a bank's short code (issue 17), and refuses a code no bank has", async () => {
    const reference = await init();
    await expect(sandbox.pay(reference, 'ussd:123')).rejects.toThrow('Not a bank with a USSD code in the sandbox');
    expect((await sandbox.verify(reference)).status).toBe('pending');
    expect((await sandbox.pay(reference, 'ussd:737')).status).toBe('success');
    expect(await sandbox.verify(reference)).toMatchObject({ status: 'success', channel: 'ussd' });
  });

  it.each([
    ['a number failing the Luhn check', '4084 0840 8408 4082', 'Invalid card number'],
    ['a valid number that is not a test card', '4242 4242 4242 4242', 'Not a sandbox test card'],
    ['letters', 'abcd', 'Invalid card number'],
  ])('refuses %s and leaves the charge payable', async (_what, card, message) => {
    const reference = await init();
    expect(await providerError(sandbox.pay(reference, card))).toMatchObject({ kind: 'rejected', message });
    expect((await sandbox.verify(reference)).status).toBe('pending');
  });

  it('does not pay a charge twice', async () => {
    const reference = await init();
    await sandbox.pay(reference, SUCCESS);
    expect(await providerError(sandbox.pay(reference, SUCCESS))).toMatchObject({ kind: 'rejected', httpStatus: 409 });
    const failed = await init();
    await sandbox.pay(failed, DECLINED);
    expect(await providerError(sandbox.pay(failed, SUCCESS))).toMatchObject({ message: 'Transaction is already failed' });
  });

  it('lets exactly one of several racing payments through', async () => {
    const reference = await init();
    await warmPool(8);
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map((i) => sandbox.pay(reference, i % 2 ? SUCCESS : DECLINED)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(['success', 'failed']).toContain((await sandbox.verify(reference)).status);
  });

  it('knows no unknown reference', async () => {
    expect(await providerError(sandbox.verify('nope'))).toMatchObject({ kind: 'rejected', httpStatus: 404 });
    expect(await providerError(sandbox.pay('nope', SUCCESS))).toMatchObject({ kind: 'rejected', httpStatus: 404 });
  });
});

describe('refunds', () => {
  it('processes a full refund at once and reads the charge as reversed', async () => {
    const reference = await init(300_000);
    await sandbox.pay(reference, SUCCESS);
    const r = await sandbox.refund({ reference, amountKobo: 300_000, note: 'campaign deleted' });
    expect(r).toEqual({ status: 'processed', providerRefundId: expect.stringMatching(/^sbx_rfd_\d+$/) });
    expect((await sandbox.verify(reference)).status).toBe('reversed');
    expect(await providerError(sandbox.refund({ reference, amountKobo: 1 }))).toMatchObject({
      message: 'Transaction has been fully reversed',
    });
  });

  it('allows partial refunds up to what was paid, no further', async () => {
    const reference = await init(300_000);
    await sandbox.pay(reference, SUCCESS);
    await sandbox.refund({ reference, amountKobo: 100_000 });
    expect((await sandbox.verify(reference)).status).toBe('success');
    expect(await providerError(sandbox.refund({ reference, amountKobo: 200_001 }))).toMatchObject({ kind: 'rejected' });
    await sandbox.refund({ reference, amountKobo: 200_000 });
    expect((await sandbox.verify(reference)).status).toBe('reversed');
    const { rows } = await t.pool.query(
      'select sum(r.amount_kobo)::int as total from sandbox_refunds r join sandbox_charges c on c.id = r.charge_id where c.reference = $1',
      [reference],
    );
    expect(rows[0].total).toBe(300_000);
  });

  it('never refunds more than was paid when refunds race', async () => {
    const reference = await init(100_000);
    await sandbox.pay(reference, SUCCESS);
    await warmPool(8);
    const results = await Promise.allSettled([1, 2, 3, 4, 5, 6].map(() => sandbox.refund({ reference, amountKobo: 60_000 })));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
  });

  it('refuses to refund an unpaid charge', async () => {
    const reference = await init();
    expect(await providerError(sandbox.refund({ reference, amountKobo: 500_000 }))).toMatchObject({ kind: 'rejected', retryable: false });
  });
});

describe('payouts', () => {
  it('lists about twenty Nigerian banks with their real codes', async () => {
    const banks = await sandbox.listBanks();
    expect(banks.length).toBeGreaterThanOrEqual(20);
    expect(new Set(banks.map((b) => b.code)).size).toBe(banks.length);
    for (const [name, code] of [
      ['Access Bank', '044'],
      ['Guaranty Trust Bank', '058'],
      ['Zenith Bank', '057'],
      ['First Bank of Nigeria', '011'],
      ['United Bank For Africa', '033'],
      ['Kuda Bank', '50211'],
      ['Moniepoint MFB', '50515'],
    ])
      expect(banks).toContainEqual({ name, code });
    expect(banks.find((b) => b.code === '999992')?.name).toMatch(/OPay/);
  });

  it('resolves a ten-digit account to a deterministic name', async () => {
    expect(await sandbox.resolveAccount('0000000123', '058')).toEqual({ accountName: 'DEMO ACCOUNT 0123' });
    expect(await sandbox.resolveAccount('0000000123', '058')).toEqual({ accountName: 'DEMO ACCOUNT 0123' });
  });

  it.each([
    ['nine digits', '012345678', '058'],
    ['letters', '01234567ab', '058'],
    ['an unknown bank', '0123456789', '000'],
  ])('refuses %s', async (_what, account, bank) => {
    expect(await providerError(sandbox.resolveAccount(account, bank))).toMatchObject({ kind: 'rejected', httpStatus: 422 });
  });

  it('creates one recipient per account and transfers to it', async () => {
    const a = await sandbox.createRecipient({ name: 'Ada Obi', accountNumber: '0123456789', bankCode: '044' });
    const b = await sandbox.createRecipient({ name: 'Ada Obi', accountNumber: '0123456789', bankCode: '044' });
    expect(a.recipientCode).toMatch(/^RCP_/);
    expect(b.recipientCode).toBe(a.recipientCode);

    const t1 = await sandbox.transfer({
      amountKobo: 9_500_000,
      recipientCode: a.recipientCode,
      reference: 'payout-1',
      reason: 'Campaign payout',
    });
    expect(t1).toEqual({ transferCode: expect.stringMatching(/^TRF_/), status: 'success' });
    expect(await sandbox.verifyTransfer('payout-1')).toEqual({ status: 'success', transferCode: t1.transferCode, amountKobo: 9_500_000 });

    const again = await sandbox.transfer({
      amountKobo: 9_500_000,
      recipientCode: a.recipientCode,
      reference: 'payout-1',
      reason: 'Campaign payout',
    });
    expect(again.transferCode).toBe(t1.transferCode);
    const { rows } = await t.pool.query("select count(*)::int as n from sandbox_transfers where reference = 'payout-1'");
    expect(rows[0].n).toBe(1);
    expect(
      await providerError(sandbox.transfer({ amountKobo: 1, recipientCode: a.recipientCode, reference: 'payout-1', reason: 'x' })),
    ).toMatchObject({
      message: 'Transfer reference already exists',
    });
  });

  it('refuses a transfer to an unknown recipient, and knows no unknown transfer', async () => {
    expect(
      await providerError(sandbox.transfer({ amountKobo: 100, recipientCode: 'RCP_nope', reference: 'payout-x', reason: 'x' })),
    ).toMatchObject({
      message: 'Recipient specified is invalid',
    });
    expect(await providerError(sandbox.verifyTransfer('payout-x'))).toMatchObject({ httpStatus: 404 });
  });
});

describe('the rest of the contract', () => {
  it('has no webhooks', () => {
    expect(sandbox.verifyWebhook()).toBe(false);
    expect(sandbox.parseWebhook()).toBeNull();
  });

  it('reports a database failure as a retryable provider error', async () => {
    const broken = await freshDatabase();
    const p = new SandboxProvider(broken.db);
    await broken.drop();
    expect(await providerError(p.verify('any'))).toMatchObject({ kind: 'http', retryable: true });
  });

  it('is found behind the interface only when it is the sandbox', () => {
    expect(sandboxOf(sandbox)).toBe(sandbox);
    expect(sandboxOf({ ...sandbox, name: 'paystack' } as never)).toBeNull();
  });
});

describe('test cards', () => {
  it('all pass the Luhn check, and the check catches a one-digit change', () => {
    for (const card of [SUCCESS, DECLINED, NO_FUNDS, OTP]) expect(luhn(card.replace(/\D/g, ''))).toBe(true);
    expect(luhn('4084084084084082')).toBe(false);
    expect(luhn('79927398713')).toBe(true);
  });

  it('ignores spaces, dashes and the case of "transfer"', () => {
    expect(cardOutcome(' 4084-0840-8408-4081 ').kind).toBe('success');
    expect(cardOutcome('TRANSFER').kind).toBe('success');
  });
});
