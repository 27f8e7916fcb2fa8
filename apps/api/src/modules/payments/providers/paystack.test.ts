import { createHmac } from 'node:crypto';
import http from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakePaystack } from '../../../test/fake-paystack.ts';
import { PaystackProvider, readMetadata } from './paystack.ts';
import { ProviderError } from './provider.ts';

let fake: FakePaystack;
let paystack: PaystackProvider;
let n = 0;
const ref = () => `test-${process.pid}-${++n}`;
const provider = (o: { secretKey?: string; timeoutMs?: number; baseUrl?: string } = {}) =>
  new PaystackProvider({ secretKey: fake.secretKey, publicKey: 'pk_test_fake', baseUrl: fake.baseUrl, timeoutMs: 2_000, ...o });
const init = (reference = ref(), amountKobo = 500_000) =>
  paystack.initialize({ reference, email: 'ada@example.ng', amountKobo, currency: 'NGN' });
const last = () => fake.requests[fake.requests.length - 1];

/** The ProviderError a promise rejects with (fails the test if it resolves or throws something else). */
async function providerError(p: Promise<unknown>): Promise<ProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

beforeAll(async () => {
  fake = await FakePaystack.start();
  paystack = provider();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

describe('transactions', () => {
  it('initializes with the amount in kobo, our reference and the secret key as Bearer', async () => {
    const reference = ref();
    const r = await paystack.initialize({
      reference,
      email: 'ada@example.ng',
      amountKobo: 1_234_567,
      currency: 'NGN',
      callbackUrl: 'http://localhost:3000/donate/done',
      metadata: { campaignId: 7 },
    });
    expect(r.reference).toBe(reference);
    expect(r.accessCode).toMatch(/^[0-9a-f]+$/);
    expect(r.authorizationUrl).toBe(`https://checkout.paystack.com/${r.accessCode}`);
    const req = last();
    expect(req.headers.authorization).toBe(`Bearer ${fake.secretKey}`);
    expect(req.body).toEqual({
      email: 'ada@example.ng',
      amount: 1_234_567,
      reference,
      currency: 'NGN',
      callback_url: 'http://localhost:3000/donate/done',
      metadata: { campaignId: 7 },
    });
  });

  it('offers the checkout the channels of the setting (PAYSTACK_CHANNELS: card, bank transfer and USSD by default)', async () => {
    const without = provider();
    const p = new PaystackProvider({
      secretKey: fake.secretKey,
      publicKey: 'pk_test_fake',
      baseUrl: fake.baseUrl,
      timeoutMs: 2_000,
      channels: ['card', 'bank_transfer', 'ussd'],
    });
    await p.initialize({ reference: ref(), email: 'ada@example.ng', amountKobo: 500_000, currency: 'NGN' });
    expect(last()!.body).toMatchObject({ channels: ['card', 'bank_transfer', 'ussd'] });
    await without.initialize({ reference: ref(), email: 'ada@example.ng', amountKobo: 500_000, currency: 'NGN' });
    expect(last()!.body).not.toHaveProperty('channels');
  });

  it('reads a transaction the customer has not paid yet as pending', async () => {
    const { reference } = await init();
    expect(await paystack.verify(reference)).toMatchObject({ status: 'pending', reference, amountKobo: 500_000, paidAt: null });
  });

  it('verifies a paid transaction with what Paystack says was paid', async () => {
    const { reference } = await init();
    fake.pay(reference);
    const v = await paystack.verify(reference);
    expect(v).toMatchObject({ status: 'success', amountKobo: 500_000, currency: 'NGN', channel: 'card', gatewayResponse: 'Successful' });
    expect(v.paidAt).toBeInstanceOf(Date);
    expect(v.providerTxnId).toMatch(/^\d+$/);
    expect(last().path).toBe(`/transaction/verify/${reference}`);
  });

  it('passes a different paid amount and currency through untouched, for the caller to refuse', async () => {
    const { reference } = await init(ref(), 500_000);
    fake.pay(reference, { amount: 5_000, currency: 'USD' });
    expect(await paystack.verify(reference)).toMatchObject({ status: 'success', amountKobo: 5_000, currency: 'USD' });
  });

  it.each([
    ['failed', 'failed'],
    ['abandoned', 'abandoned'],
    ['reversed', 'reversed'],
    ['ongoing', 'pending'],
    ['processing', 'pending'],
    ['queued', 'pending'],
  ] as const)('maps Paystack status %s to %s', async (paystackStatus, ours) => {
    const { reference } = await init();
    fake.pay(reference, { status: paystackStatus });
    expect((await paystack.verify(reference)).status).toBe(ours);
  });

  it.each([
    ['an object', { donor: 'Ada' }, { donor: 'Ada' }],
    ['stringified JSON', '{"donor":"Ada"}', { donor: 'Ada' }],
    ['0', 0, null],
    ['a plain string', 'not json', null],
    ['an empty string', '', null],
    ['null', null, null],
    ['an array', [1, 2], null],
  ])('accepts metadata that is %s', async (_what, metadata, expected) => {
    const { reference } = await init();
    fake.pay(reference, { metadata });
    const v = await paystack.verify(reference);
    expect(v.status).toBe('success');
    expect(v.metadata).toEqual(expected);
  });

  it('rejects an unknown reference without retry', async () => {
    const err = await providerError(paystack.verify('no-such-ref'));
    expect(err).toMatchObject({ kind: 'rejected', retryable: false, httpStatus: 400, message: 'Transaction reference not found' });
  });

  it('escapes the reference in the path', async () => {
    await providerError(paystack.verify('a/b?c'));
    expect(last().path).toBe('/transaction/verify/a%2Fb%3Fc');
  });
});

describe('duplicate reference on initialize', () => {
  it('looks the transaction up instead of failing when it is ours', async () => {
    const reference = ref();
    await init(reference, 250_000);
    fake.requests.length = 0;
    const again = await init(reference, 250_000);
    expect(again).toEqual({ reference, accessCode: null, authorizationUrl: null });
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /transaction/initialize',
      `GET /transaction/verify/${reference}`,
    ]);
  });

  it('fails when the reference holds a different amount', async () => {
    const reference = ref();
    await init(reference, 250_000);
    const err = await providerError(init(reference, 300_000));
    expect(err).toMatchObject({ kind: 'rejected', retryable: false, message: 'Duplicate Transaction Reference' });
  });
});

describe('refunds', () => {
  it('queues a refund of a paid transaction', async () => {
    const { reference } = await init();
    fake.pay(reference);
    const r = await paystack.refund({ reference, amountKobo: 500_000, note: 'campaign closed' });
    expect(r.status).toBe('pending');
    expect(r.providerRefundId).toMatch(/^\d+$/);
    expect(last().body).toEqual({ transaction: reference, amount: 500_000, currency: 'NGN', merchant_note: 'campaign closed' });
    expect((await paystack.verify(reference)).status).toBe('reversed');
  });

  it('rejects a refund larger than what was paid', async () => {
    const { reference } = await init(ref(), 100_000);
    fake.pay(reference);
    const err = await providerError(paystack.refund({ reference, amountKobo: 100_001 }));
    expect(err).toMatchObject({ kind: 'rejected', retryable: false });
  });
});

describe('payouts', () => {
  it('lists active banks across pages, codes as strings with their leading zeros', async () => {
    const banks = await paystack.listBanks();
    expect(banks).toContainEqual({ name: 'Guaranty Trust Bank', code: '058' });
    expect(banks).toContainEqual({ name: 'Globus Bank', code: '00103' });
    expect(banks.map((b) => b.name)).not.toContain('Defunct Bank');
    expect(banks.length).toBeGreaterThanOrEqual(20);
    expect(fake.requests[0].query).toMatchObject({ country: 'nigeria', use_cursor: 'true', perPage: '100' });
  });

  it('follows the cursor when the list is longer than a page', async () => {
    const whole = await paystack.listBanks();
    fake.requests.length = 0;
    fake.bankPageCap = 10;
    try {
      expect(await paystack.listBanks()).toEqual(whole);
    } finally {
      fake.bankPageCap = 100;
    }
    expect(fake.requests.length).toBe(Math.ceil((whole.length + 1) / 10));
    expect(fake.requests[1].query.next).toEqual(expect.any(String));
  });

  it('resolves an account name, keeping the account number a string', async () => {
    expect(await paystack.resolveAccount('0012345678', '044')).toEqual({ accountName: 'TEST ACCOUNT 5678' });
    expect(last().query).toEqual({ account_number: '0012345678', bank_code: '044' });
  });

  it('rejects an account it cannot resolve', async () => {
    const err = await providerError(paystack.resolveAccount('123', '044'));
    expect(err).toMatchObject({ kind: 'rejected', retryable: false, httpStatus: 422 });
  });

  it('creates a nuban recipient and sends a transfer from the balance', async () => {
    const { recipientCode } = await paystack.createRecipient({ name: 'Ada Obi', accountNumber: '0123456789', bankCode: '058' });
    expect(recipientCode).toMatch(/^RCP_/);
    expect(last().body).toEqual({ type: 'nuban', currency: 'NGN', name: 'Ada Obi', account_number: '0123456789', bank_code: '058' });

    const reference = ref();
    const t = await paystack.transfer({ amountKobo: 9_500_000, recipientCode, reference, reason: 'Campaign payout' });
    expect(t.transferCode).toMatch(/^TRF_/);
    expect(t.status).toBe('pending');
    expect(last().body).toEqual({
      source: 'balance',
      currency: 'NGN',
      amount: 9_500_000,
      recipient: recipientCode,
      reference,
      reason: 'Campaign payout',
    });

    expect(await paystack.verifyTransfer(reference)).toEqual({ status: 'pending', transferCode: t.transferCode, amountKobo: 9_500_000 });
    fake.setTransferStatus(reference, 'success');
    expect((await paystack.verifyTransfer(reference)).status).toBe('success');
    fake.setTransferStatus(reference, 'otp');
    expect((await paystack.verifyTransfer(reference)).status).toBe('otp');
    fake.setTransferStatus(reference, 'something-new');
    expect((await paystack.verifyTransfer(reference)).status).toBe('pending');
  });

  it('treats a repeated transfer reference as the first transfer when the amount agrees', async () => {
    const { recipientCode } = await paystack.createRecipient({ name: 'Ada Obi', accountNumber: '0123456780', bankCode: '057' });
    const reference = ref();
    const first = await paystack.transfer({ amountKobo: 1_000_000, recipientCode, reference, reason: 'payout' });
    const again = await paystack.transfer({ amountKobo: 1_000_000, recipientCode, reference, reason: 'payout' });
    expect(again.transferCode).toBe(first.transferCode);
    const err = await providerError(paystack.transfer({ amountKobo: 2_000_000, recipientCode, reference, reason: 'payout' }));
    expect(err).toMatchObject({ kind: 'rejected', message: 'Transfer reference already exists' });
  });

  it('rejects a transfer to an unknown recipient', async () => {
    const err = await providerError(paystack.transfer({ amountKobo: 100, recipientCode: 'RCP_nope', reference: ref(), reason: 'x' }));
    expect(err).toMatchObject({ kind: 'rejected', retryable: false, message: 'Recipient specified is invalid' });
  });
});

describe('failures', () => {
  it('maps HTTP 500 to a retryable http error', async () => {
    fake.failNext(1, '500');
    expect(await providerError(paystack.listBanks())).toMatchObject({ kind: 'http', retryable: true, httpStatus: 500 });
    expect((await paystack.listBanks()).length).toBeGreaterThan(0);
  });

  it('consumes exactly the injected number of faults', async () => {
    fake.failNext(2, '500');
    await providerError(paystack.verify('x'));
    await providerError(paystack.verify('x')).then((e) => expect(e.kind).toBe('http'));
    expect(await providerError(paystack.verify('x'))).toMatchObject({ kind: 'rejected' });
  });

  it('gives up on a reply that does not come and says it may be retried', async () => {
    fake.failNext(1, 'timeout');
    const quick = provider({ timeoutMs: 150 });
    expect(await providerError(quick.verify('slow'))).toMatchObject({ kind: 'timeout', retryable: true });
  });

  it('maps unreadable JSON to a retryable malformed error', async () => {
    fake.failNext(1, 'malformed');
    expect(await providerError(paystack.verify('x'))).toMatchObject({ kind: 'malformed', retryable: true });
  });

  it('maps a reply of the wrong shape to a malformed error', async () => {
    const { reference } = await init();
    fake.failNext(1, {
      status: 200,
      body: {
        status: true,
        message: 'Verification successful',
        data: { id: 1, status: 'success', reference, amount: '5000.00', currency: 'NGN' },
      },
    });
    expect(await providerError(paystack.verify(reference))).toMatchObject({ kind: 'malformed', retryable: true });
  });

  it('maps 429 to rate-limited', async () => {
    fake.failNext(1, 'ratelimit');
    expect(await providerError(init())).toMatchObject({ kind: 'rate-limited', retryable: true, httpStatus: 429 });
  });

  it('recognises rate limiting by its message whatever the status code', async () => {
    fake.failNext(1, { status: 400, body: { status: false, message: 'Please wait a few minutes and try again' } });
    expect(await providerError(init())).toMatchObject({ kind: 'rate-limited', retryable: true, httpStatus: 400 });
  });

  it('rejects a wrong secret key without retry', async () => {
    const wrong = provider({ secretKey: 'sk_test_wrong' });
    expect(await providerError(wrong.listBanks())).toMatchObject({
      kind: 'rejected',
      retryable: false,
      httpStatus: 401,
      message: 'Invalid key',
    });
  });

  it('treats status false in a 200 reply as a rejection', async () => {
    fake.failNext(1, { status: 200, body: { status: false, message: 'Something is off' } });
    expect(await providerError(paystack.verify('x'))).toMatchObject({ kind: 'rejected', retryable: false, message: 'Something is off' });
  });

  it('maps a refused connection to a retryable http error', async () => {
    const closed = await FakePaystack.start();
    const url = closed.baseUrl;
    await closed.close();
    expect(await providerError(provider({ baseUrl: url }).listBanks())).toMatchObject({
      kind: 'http',
      retryable: true,
      httpStatus: undefined,
    });
  });
});

describe('webhooks', () => {
  const body = Buffer.from(JSON.stringify({ event: 'charge.success', data: { reference: 'r1', amount: 500_000 } }));
  // Written out here, not imported, so the test does not share the code it checks.
  const sign = (raw: Buffer, key = fake.secretKey) => createHmac('sha512', key).update(raw).digest('hex');

  it('accepts the signature of exactly these bytes', () => {
    expect(paystack.verifyWebhook(body, sign(body))).toBe(true);
  });

  it('refuses a signature made with another key', () => {
    expect(paystack.verifyWebhook(body, sign(body, 'sk_test_other'))).toBe(false);
  });

  it('refuses a tampered body', () => {
    const tampered = Buffer.from(body.toString().replace('500000', '900000'));
    expect(paystack.verifyWebhook(tampered, sign(body))).toBe(false);
  });

  it('refuses a missing or empty signature', () => {
    expect(paystack.verifyWebhook(body, undefined)).toBe(false);
    expect(paystack.verifyWebhook(body, '')).toBe(false);
  });

  it('refuses a signature of the wrong length without throwing', () => {
    expect(paystack.verifyWebhook(body, sign(body).slice(0, 64))).toBe(false);
    expect(paystack.verifyWebhook(body, `${sign(body)}00`)).toBe(false);
  });

  it('checks the raw bytes, not re-serialised JSON', () => {
    const spaced = Buffer.from('{ "event": "charge.success", "data": { "reference": "r1" } }');
    expect(paystack.verifyWebhook(spaced, sign(spaced))).toBe(true);
    const compact = Buffer.from(JSON.stringify(JSON.parse(spaced.toString())));
    expect(paystack.verifyWebhook(compact, sign(spaced))).toBe(false);
  });

  it('verifies what the fake sends over HTTP, and refuses its bad signature', async () => {
    const seen: boolean[] = [];
    const receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const raw = Buffer.concat(chunks);
        const ok = paystack.verifyWebhook(raw, req.headers['x-paystack-signature'] as string | undefined);
        seen.push(ok);
        res.statusCode = ok ? 200 : 401;
        res.end(JSON.stringify(paystack.parseWebhook(raw)));
      });
    });
    await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(receiver.address() as { port: number }).port}/hooks/paystack`;
    try {
      const good = await fake.sendWebhook(url, 'charge.success', { reference: 'r2', amount: 100 });
      expect(good.status).toBe(200);
      expect(JSON.parse(good.body)).toEqual({ type: 'check_charge', reference: 'r2' });
      const bad = await fake.sendWebhook(url, 'charge.success', { reference: 'r2', amount: 100 }, { badSignature: true });
      expect(bad.status).toBe(401);
      expect(seen).toEqual([true, false]);
    } finally {
      receiver.closeAllConnections();
      await new Promise((r) => receiver.close(r));
    }
  });

  it('parses an event into ours and refuses what is not one (each event: paystack-events.test.ts)', () => {
    expect(paystack.parseWebhook(body)).toEqual({ type: 'check_charge', reference: 'r1' });
    expect(paystack.parseWebhook(Buffer.from('not json'))).toBeNull();
  });
});

describe('readMetadata', () => {
  it('keeps only objects', () => {
    expect(readMetadata({ a: 1 })).toEqual({ a: 1 });
    expect(readMetadata('{"a":1}')).toEqual({ a: 1 });
    expect(readMetadata('"a"')).toBeNull();
    expect(readMetadata(0)).toBeNull();
    expect(readMetadata(undefined)).toBeNull();
  });
});
