import { createHmac, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NIGERIAN_BANKS } from '../modules/payments/providers/nigerian-banks.ts';

/**
 * A local stand-in for api.paystack.co speaking the shapes of docs/paystack.md:
 * `{ status, message, data }`, Bearer secret key, transactions kept by reference. Tests drive
 * what the customer and Paystack would do (`pay`, `setTransferStatus`, `sendWebhook`) and inject
 * faults (`failNext` for the next requests, `outage` for all of them until it ends). Loopback only.
 *
 * Faults: `500` and `ratelimit` answer an error, `malformed` a cut-off body, `timeout` never
 * answers, `lost` carries the request out and then never answers (the reply lost on its way),
 * `{ until }` holds the request until the promise settles, then answers it as things are then.
 */
export type FaultKind =
  '500' | 'timeout' | 'lost' | 'malformed' | 'ratelimit' | { status: number; body: unknown } | { until: Promise<unknown> };

export interface LoggedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown> | null;
}

interface Txn {
  id: number;
  reference: string;
  email: string;
  amount: number;
  currency: string;
  status: string;
  metadata: unknown;
  channel: string | null;
  paidAt: string | null;
  refunded: number;
  createdAt: string;
}
interface Recipient {
  id: number;
  code: string;
  name: string;
  accountNumber: string;
  bankCode: string;
}
interface Transfer {
  id: number;
  code: string;
  reference: string;
  amount: number;
  recipient: Recipient;
  reason: string;
  status: string;
}

type Reply = { status: number; body: unknown } | 'hang' | { status: number; raw: string };
const ok = (message: string, data: unknown, status = 200): Reply => ({ status, body: { status: true, message, data } });
const fail = (status: number, message: string): Reply => ({ status, body: { status: false, message } });
const REFERENCE = /^[A-Za-z0-9.=-]+$/;

export class FakePaystack {
  readonly secretKey: string;
  baseUrl = '';
  readonly requests: LoggedRequest[] = [];
  /** Paystack serves at most 100 banks a page; tests lower it to make the cursor matter. */
  bankPageCap = 100;
  readonly #server: http.Server;
  readonly #txns = new Map<string, Txn>();
  readonly #recipients = new Map<string, Recipient>();
  readonly #transfers = new Map<string, Transfer>();
  #faults: FaultKind[] = [];
  #outage: { kind: FaultKind; only?: RegExp } | null = null;
  #nextId = 1000;

  constructor(secretKey: string) {
    this.secretKey = secretKey;
    this.#server = http.createServer((req, res) => void this.#handle(req, res));
  }

  static async start(secretKey = `sk_test_${randomBytes(12).toString('hex')}`): Promise<FakePaystack> {
    const fake = new FakePaystack(secretKey);
    await new Promise<void>((resolve) => fake.#server.listen(0, '127.0.0.1', resolve));
    fake.baseUrl = `http://127.0.0.1:${(fake.#server.address() as AddressInfo).port}`;
    return fake;
  }

  /** The customer completes checkout: by default a successful payment of what was initialized. */
  pay(reference: string, o: { amount?: number; currency?: string; status?: string; channel?: string; metadata?: unknown } = {}) {
    const t = this.#txns.get(reference);
    if (!t) throw new Error(`fake paystack: no transaction ${reference}`);
    t.status = o.status ?? 'success';
    t.amount = o.amount ?? t.amount;
    t.currency = o.currency ?? t.currency;
    t.channel = o.channel ?? 'card';
    if ('metadata' in o) t.metadata = o.metadata;
    t.paidAt = t.status === 'success' ? new Date().toISOString() : null;
  }

  setTransferStatus(reference: string, status: string) {
    const t = this.#transfers.get(reference);
    if (!t) throw new Error(`fake paystack: no transfer ${reference}`);
    t.status = status;
  }

  /** The next `n` requests fail this way (after being logged), whatever they ask. */
  failNext(n: number, kind: FaultKind) {
    for (let i = 0; i < n; i++) this.#faults.push(kind);
  }

  /**
   * Every request (or those whose path matches `only`) fails this way until `outage(null)`;
   * queued `failNext` faults come first.
   */
  outage(kind: FaultKind | null, o: { only?: RegExp } = {}) {
    this.#outage = kind === null ? null : { kind, only: o.only };
  }

  /** What Paystack holds for a reference (null: never initialised here). */
  transaction(reference: string): { reference: string; status: string; amount: number; refunded: number } | null {
    const t = this.#txns.get(reference);
    return t ? { reference: t.reference, status: t.status, amount: t.amount, refunded: t.refunded } : null;
  }

  transactions() {
    return [...this.#txns.keys()].map((r) => this.transaction(r)!);
  }

  transfer(reference: string): { reference: string; status: string; amount: number } | null {
    const t = this.#transfers.get(reference);
    return t ? { reference: t.reference, status: t.status, amount: t.amount } : null;
  }

  /** The transaction as Paystack describes it: the `data` of a verify and of a `charge.success` event. */
  chargeData(reference: string) {
    const t = this.#txns.get(reference);
    if (!t) throw new Error(`fake paystack: no transaction ${reference}`);
    return {
      id: t.id,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      amount: t.amount,
      message: null,
      gateway_response: t.status === 'success' ? 'Successful' : 'The transaction was not completed',
      paid_at: t.paidAt,
      created_at: t.createdAt,
      channel: t.channel,
      currency: t.currency,
      ip_address: '127.0.0.1',
      metadata: t.metadata,
      fees: t.status === 'success' ? Math.min(Math.floor(t.amount * 0.015) + 10_000, 200_000) : null,
      customer: { id: 1, first_name: null, last_name: null, email: t.email, customer_code: 'CUS_fake', phone: null, metadata: null },
      authorization:
        t.status === 'success' ? { authorization_code: 'AUTH_fake', bin: '408408', last4: '4081', channel: t.channel, reusable: true } : {},
      plan: null,
      requested_amount: t.amount,
    };
  }

  /** POSTs `{ event, data }` signed as Paystack signs it (or with a wrong key) to `url`. */
  async sendWebhook(url: string, event: string, data: unknown, o: { badSignature?: boolean } = {}) {
    const raw = JSON.stringify({ event, data });
    const key = o.badSignature ? `${this.secretKey}x` : this.secretKey;
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-paystack-signature': createHmac('sha512', key).update(raw).digest('hex') },
      body: raw,
    });
    return { status: res.status, body: await res.text(), raw };
  }

  async close() {
    this.#server.closeAllConnections();
    await new Promise<void>((resolve) => this.#server.close(() => resolve()));
  }

  async #handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    let body: Record<string, unknown> | null = null;
    try {
      body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : null;
    } catch {
      body = null;
    }
    this.requests.push({
      method: req.method ?? '',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers: req.headers,
      body,
    });
    const standing = this.#outage && (!this.#outage.only || this.#outage.only.test(url.pathname)) ? this.#outage.kind : undefined;
    let fault = this.#faults.shift() ?? standing;
    if (typeof fault === 'object' && 'until' in fault) {
      await fault.until.catch(() => {});
      fault = undefined;
    }
    if (fault === 'lost') {
      this.#route(req.method ?? '', url, body ?? {}, req.headers.authorization);
      return; // done here, never answered; close() cuts the connection
    }
    const reply = this.#fault(fault) ?? this.#route(req.method ?? '', url, body ?? {}, req.headers.authorization);
    if (reply === 'hang') return; // never answered; close() cuts the connection
    res.statusCode = reply.status;
    res.setHeader('content-type', 'application/json');
    res.end('raw' in reply ? reply.raw : JSON.stringify(reply.body));
  }

  #fault(f: Exclude<FaultKind, 'lost' | { until: Promise<unknown> }> | undefined): Reply | null {
    if (f === undefined) return null;
    if (f === '500') return fail(500, 'An error occurred');
    if (f === 'timeout') return 'hang';
    if (f === 'malformed') return { status: 200, raw: '{"status":true,"message":"Verification successful","data":{"id":' };
    if (f === 'ratelimit') return fail(429, 'Please wait a few minutes and try again');
    return f;
  }

  #route(method: string, url: URL, b: Record<string, unknown>, auth: string | undefined): Reply {
    if (auth !== `Bearer ${this.secretKey}`) return fail(401, 'Invalid key');
    const p = url.pathname;
    const tail = (prefix: string) => decodeURIComponent(p.slice(prefix.length));
    if (method === 'POST' && p === '/transaction/initialize') return this.#initialize(b);
    if (method === 'GET' && p.startsWith('/transaction/verify/')) return this.#verify(tail('/transaction/verify/'));
    if (method === 'POST' && p === '/refund') return this.#refund(b);
    if (method === 'GET' && p === '/bank') return this.#banks(url.searchParams);
    if (method === 'GET' && p === '/bank/resolve')
      return this.#resolve(url.searchParams.get('account_number') ?? '', url.searchParams.get('bank_code') ?? '');
    if (method === 'POST' && p === '/transferrecipient') return this.#recipient(b);
    if (method === 'POST' && p === '/transfer') return this.#transfer(b);
    if (method === 'GET' && p.startsWith('/transfer/verify/')) return this.#verifyTransfer(tail('/transfer/verify/'));
    return fail(404, 'Not found');
  }

  #initialize(b: Record<string, unknown>): Reply {
    if (typeof b.email !== 'string' || !b.email.includes('@')) return fail(400, 'Invalid Email Address Passed');
    if (typeof b.amount !== 'number' || !Number.isInteger(b.amount) || b.amount <= 0) return fail(400, 'Invalid Amount Sent');
    const reference = typeof b.reference === 'string' ? b.reference : randomBytes(5).toString('hex');
    if (!REFERENCE.test(reference)) return fail(400, 'Invalid transaction reference');
    if (this.#txns.has(reference)) return fail(400, 'Duplicate Transaction Reference');
    const currency = typeof b.currency === 'string' ? b.currency : 'NGN';
    const t: Txn = {
      id: this.#nextId++,
      reference,
      email: b.email,
      amount: b.amount,
      currency,
      status: 'pending',
      metadata: b.metadata ?? 0,
      channel: null,
      paidAt: null,
      refunded: 0,
      createdAt: new Date().toISOString(),
    };
    this.#txns.set(reference, t);
    const accessCode = randomBytes(8).toString('hex');
    return ok('Authorization URL created', {
      authorization_url: `https://checkout.paystack.com/${accessCode}`,
      access_code: accessCode,
      reference,
    });
  }

  #verify(reference: string): Reply {
    const t = this.#txns.get(reference);
    if (!t) return fail(400, 'Transaction reference not found');
    return ok('Verification successful', this.chargeData(reference));
  }

  #refund(b: Record<string, unknown>): Reply {
    const t = typeof b.transaction === 'string' ? this.#txns.get(b.transaction) : undefined;
    if (!t) return fail(404, 'Transaction not found');
    if (t.status === 'reversed') return fail(400, 'Transaction has been fully reversed');
    if (t.status !== 'success') return fail(400, 'Cannot refund a transaction that was not successful');
    const amount = b.amount === undefined ? t.amount - t.refunded : b.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0 || amount > t.amount - t.refunded)
      return fail(400, 'Refund amount cannot be more than the unrefunded balance');
    t.refunded += amount;
    if (t.refunded === t.amount) t.status = 'reversed';
    const now = new Date().toISOString();
    return ok('Refund has been queued for processing', {
      transaction: { id: t.id, reference: t.reference, amount: t.amount, currency: t.currency, channel: t.channel, status: t.status },
      integration: 1,
      deducted_amount: 0,
      channel: null,
      merchant_note: b.merchant_note ?? `Refund for transaction ${t.reference}`,
      customer_note: b.customer_note ?? `Refund for transaction ${t.reference}`,
      status: 'pending',
      refunded_by: 'fake@paystack.test',
      expected_at: now,
      currency: t.currency,
      domain: 'test',
      amount,
      fully_deducted: false,
      id: this.#nextId++,
      createdAt: now,
      updatedAt: now,
    });
  }

  #banks(q: URLSearchParams): Reply {
    const all = NIGERIAN_BANKS.map((bank, i) => ({
      id: i + 1,
      name: bank.name,
      slug: bank.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
      code: bank.code,
      longcode: '',
      gateway: null,
      pay_with_bank: false,
      active: true,
      is_deleted: false,
      country: 'Nigeria',
      currency: 'NGN',
      type: 'nuban',
      createdAt: '2016-07-14T10:04:29.000Z',
      updatedAt: '2020-02-18T08:06:44.000Z',
    }));
    all.push({ ...all[0], id: all.length + 1, name: 'Defunct Bank', slug: 'defunct-bank', code: '999', active: false });
    const perPage = Math.min(Number(q.get('perPage') ?? 50) || 50, this.bankPageCap);
    const start = q.get('next')
      ? Number(
          Buffer.from(q.get('next') ?? '', 'base64')
            .toString()
            .split(':')[1],
        )
      : 0;
    const page = all.slice(start, start + perPage);
    const next = start + perPage < all.length ? Buffer.from(`bank:${start + perPage}`).toString('base64') : null;
    return { status: 200, body: { status: true, message: 'Banks retrieved', data: page, meta: { next, previous: null, perPage } } };
  }

  #resolve(accountNumber: string, bankCode: string): Reply {
    // an account no bank holds (numbers beginning 999) cannot be resolved: Paystack's 422
    if (!/^\d{10}$/.test(accountNumber) || /^999/.test(accountNumber) || !NIGERIAN_BANKS.some((b) => b.code === bankCode))
      return fail(422, 'Could not resolve account name. Check parameters or try again.');
    return ok('Account number resolved', {
      account_number: accountNumber,
      account_name: `TEST ACCOUNT ${accountNumber.slice(-4)}`,
      bank_id: 9,
    });
  }

  #recipient(b: Record<string, unknown>): Reply {
    if (b.type !== 'nuban') return fail(400, 'Invalid recipient type');
    // Strings only: a number would already have lost an account's leading zero.
    if (typeof b.account_number !== 'string' || typeof b.bank_code !== 'string')
      return fail(400, 'Account number and bank code must be strings');
    const accountNumber = b.account_number;
    const bankCode = b.bank_code;
    if (!NIGERIAN_BANKS.some((x) => x.code === bankCode) || !/^\d{10}$/.test(accountNumber) || /^999/.test(accountNumber))
      return fail(400, 'Cannot resolve account');
    const key = `${bankCode}:${accountNumber}`;
    let r = this.#recipients.get(key);
    if (!r) {
      r = { id: this.#nextId++, code: `RCP_${randomBytes(7).toString('hex')}`, name: String(b.name ?? ''), accountNumber, bankCode };
      this.#recipients.set(key, r);
    }
    const bank = NIGERIAN_BANKS.find((x) => x.code === bankCode);
    return ok(
      'Transfer recipient created successfully',
      {
        active: true,
        currency: 'NGN',
        domain: 'test',
        id: r.id,
        integration: 1,
        name: r.name,
        recipient_code: r.code,
        type: 'nuban',
        is_deleted: false,
        details: {
          authorization_code: null,
          account_number: accountNumber,
          account_name: r.name,
          bank_code: bankCode,
          bank_name: bank?.name,
        },
      },
      201,
    );
  }

  #transfer(b: Record<string, unknown>): Reply {
    if (b.source !== 'balance') return fail(400, 'Invalid source');
    if (typeof b.amount !== 'number' || !Number.isInteger(b.amount) || b.amount <= 0) return fail(400, 'Invalid amount');
    const recipient = [...this.#recipients.values()].find((r) => r.code === b.recipient);
    if (!recipient) return fail(400, 'Recipient specified is invalid');
    if (typeof b.reference !== 'string' || !REFERENCE.test(b.reference)) return fail(400, 'Invalid transfer reference');
    if (this.#transfers.has(b.reference)) return fail(400, 'Transfer reference already exists');
    const t: Transfer = {
      id: this.#nextId++,
      code: `TRF_${randomBytes(7).toString('hex')}`,
      reference: b.reference,
      amount: b.amount,
      recipient,
      reason: String(b.reason ?? ''),
      status: 'pending',
    };
    this.#transfers.set(t.reference, t);
    return ok('Transfer has been queued', this.#transferData(t));
  }

  #verifyTransfer(reference: string): Reply {
    const t = this.#transfers.get(reference);
    return t
      ? ok('Transfer retrieved', { ...this.#transferData(t), recipient: { recipient_code: t.recipient.code, name: t.recipient.name } })
      : fail(404, 'Transfer not found');
  }

  #transferData(t: Transfer) {
    const now = new Date().toISOString();
    return {
      integration: 1,
      domain: 'test',
      amount: t.amount,
      currency: 'NGN',
      source: 'balance',
      reason: t.reason,
      recipient: t.recipient.id,
      status: t.status,
      transfer_code: t.code,
      id: t.id,
      reference: t.reference,
      createdAt: now,
      updatedAt: now,
    };
  }
}
