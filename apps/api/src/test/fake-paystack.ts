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
  /** The plan the charge subscribes to, or charges for (monthly giving). */
  plan: string | null;
}
interface Plan {
  id: number;
  code: string;
  name: string;
  amount: number;
  interval: string;
  currency: string;
}
interface Subscription {
  id: number;
  code: string;
  emailToken: string;
  plan: Plan;
  email: string;
  /** Paystack's words: active, non-renewing, attention, complete, cancelled. */
  status: string;
  nextPaymentDate: string;
  createdAt: string;
  invoices: number;
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

interface Customer {
  id: number;
  code: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  createdAt: string;
}
interface Dva {
  id: number;
  accountNumber: string;
  accountName: string;
  bank: { name: string; id: number; slug: string };
  customer: Customer;
  active: boolean;
  createdAt: string;
  assignedAt: string;
}
/** The banks that hold dedicated accounts (GET /dedicated_account/available_providers). */
const DVA_BANKS = [
  { provider_slug: 'wema-bank', bank_id: 20, bank_name: 'Wema Bank', id: 5 },
  { provider_slug: 'titan-paystack', bank_id: 67, bank_name: 'Titan Paystack', id: 6 },
];

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
  readonly #plans = new Map<string, Plan>();
  readonly #subscriptions = new Map<string, Subscription>();
  /** Transfers into dedicated accounts, by the charge's reference. */
  readonly #transferIn = new Map<string, { accountNumber: string; senderName: string; senderBank: string; narration: string }>();
  readonly #customers = new Map<string, Customer>();
  readonly #dvas = new Map<number, Dva>();
  /** Where the fake sends the events it makes itself (assignments, requeried transfers); tests set it. */
  webhookUrl: string | null = null;
  /** Assignments asked for by POST /dedicated_account/assign, told by `completeAssignments`. */
  readonly #assigning: { customer: Customer; bank: string }[] = [];
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
    // A paid charge on a plan subscribes the customer (Paystack then sends subscription.create).
    if (t.status === 'success' && t.plan && ![...this.#subscriptions.values()].some((x) => x.plan.code === t.plan)) {
      const plan = this.#plans.get(t.plan)!;
      const next = new Date();
      next.setUTCMonth(next.getUTCMonth() + 1);
      const sub: Subscription = {
        id: this.#nextId++,
        code: `SUB_${randomBytes(7).toString('hex')}`,
        emailToken: randomBytes(7).toString('hex'),
        plan,
        email: t.email,
        status: 'active',
        nextPaymentDate: next.toISOString(),
        createdAt: new Date().toISOString(),
        invoices: 0,
      };
      this.#subscriptions.set(sub.code, sub);
    }
  }

  /** The subscription on a plan (null: none yet), as the tests drive it. */
  subscriptionOfPlan(planCode: string): { code: string; status: string; amount: number; emailToken: string } | null {
    const s = [...this.#subscriptions.values()].find((x) => x.plan.code === planCode);
    return s ? { code: s.code, status: s.status, amount: s.plan.amount, emailToken: s.emailToken } : null;
  }

  plan(planCode: string): { code: string; amount: number; interval: string } | null {
    const p = this.#plans.get(planCode);
    return p ? { code: p.code, amount: p.amount, interval: p.interval } : null;
  }

  /** The `data` of subscription.create, subscription.not_renew and subscription.disable for this subscription. */
  subscriptionData(code: string) {
    const s = this.#subscriptions.get(code);
    if (!s) throw new Error(`fake paystack: no subscription ${code}`);
    return {
      domain: 'test',
      status: s.status,
      subscription_code: s.code,
      email_token: s.emailToken,
      amount: s.plan.amount,
      cron_expression: `0 0 ${Math.min(new Date(s.createdAt).getUTCDate(), 28)} * *`,
      next_payment_date: s.status === 'active' ? s.nextPaymentDate : null,
      open_invoice: null,
      createdAt: s.createdAt,
      plan: this.#planData(s.plan),
      authorization: {
        authorization_code: 'AUTH_fake',
        bin: '408408',
        last4: '4081',
        exp_month: '12',
        exp_year: '2030',
        channel: 'card',
        card_type: 'visa',
        bank: 'TEST BANK',
        country_code: 'NG',
        brand: 'visa',
        reusable: true,
        signature: 'SIG_fake',
        account_name: null,
      },
      customer: {
        id: 1,
        first_name: null,
        last_name: null,
        email: s.email,
        customer_code: 'CUS_fake',
        phone: '',
        metadata: {},
        risk_action: 'default',
      },
      created_at: s.createdAt,
    };
  }

  /**
   * The provider's monthly run for a subscription: a charge of the plan's amount with Paystack's
   * own reference, paid (`success`) or declined (`failed`). Returns the charge's reference and the
   * invoice's code; the test sends the events (chargeData, invoiceData) as Paystack would.
   */
  chargeMonth(code: string, o: { status?: 'success' | 'failed' } = {}): { reference: string; invoiceCode: string } {
    const s = this.#subscriptions.get(code);
    if (!s) throw new Error(`fake paystack: no subscription ${code}`);
    if (s.status !== 'active' && s.status !== 'attention') throw new Error(`fake paystack: subscription ${code} is ${s.status}`);
    const reference = randomBytes(8).toString('hex');
    const status = o.status ?? 'success';
    this.#txns.set(reference, {
      id: this.#nextId++,
      reference,
      email: s.email,
      amount: s.plan.amount,
      currency: s.plan.currency,
      status,
      metadata: 0,
      channel: 'card',
      paidAt: status === 'success' ? new Date().toISOString() : null,
      refunded: 0,
      createdAt: new Date().toISOString(),
      plan: s.plan.code,
    });
    s.invoices++;
    s.status = status === 'success' ? 'active' : 'attention';
    if (status === 'success') {
      const next = new Date(s.nextPaymentDate);
      next.setUTCMonth(next.getUTCMonth() + 1);
      s.nextPaymentDate = next.toISOString();
    }
    return { reference, invoiceCode: `INV_${s.code.slice(4)}_${s.invoices}` };
  }

  /** The `data` of invoice.create, invoice.update and invoice.payment_failed for a charge of chargeMonth. */
  invoiceData(code: string, reference: string, invoiceCode: string) {
    const s = this.#subscriptions.get(code);
    const t = this.#txns.get(reference);
    if (!s || !t) throw new Error(`fake paystack: no subscription ${code} or charge ${reference}`);
    const paid = t.status === 'success';
    return {
      domain: 'test',
      invoice_code: invoiceCode,
      amount: t.amount,
      period_start: t.createdAt,
      period_end: s.nextPaymentDate,
      status: paid ? 'success' : 'failed',
      paid,
      paid_at: t.paidAt,
      description: paid ? null : 'Insufficient Funds',
      authorization: { authorization_code: 'AUTH_fake', bin: '408408', last4: '4081', channel: 'card', reusable: true },
      subscription: {
        status: s.status,
        subscription_code: s.code,
        email_token: s.emailToken,
        amount: s.plan.amount,
        cron_expression: `0 0 ${Math.min(new Date(s.createdAt).getUTCDate(), 28)} * *`,
        next_payment_date: s.nextPaymentDate,
        open_invoice: paid ? null : invoiceCode,
      },
      customer: {
        id: 1,
        first_name: null,
        last_name: null,
        email: s.email,
        customer_code: 'CUS_fake',
        phone: null,
        metadata: {},
        risk_action: 'default',
      },
      transaction: {
        reference: t.reference,
        status: t.status,
        amount: t.amount,
        currency: t.currency,
        gateway_response: paid ? 'Approved' : 'Insufficient Funds',
      },
      created_at: t.createdAt,
    };
  }

  /** Paystack stops a subscription on its side (its retries ran out, or the customer's own link). */
  stopSubscription(code: string, status: 'non-renewing' | 'cancelled' | 'complete') {
    const s = this.#subscriptions.get(code);
    if (!s) throw new Error(`fake paystack: no subscription ${code}`);
    s.status = status;
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
    const inbound = this.#transferIn.get(reference);
    if (inbound) return this.#transferChargeData(t, inbound);
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
      plan: t.plan ? this.#planData(this.#plans.get(t.plan)!) : {},
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

  /** What Paystack holds about dedicated accounts, for assertions. */
  dedicatedAccounts() {
    return [...this.#dvas.values()].map((d) => ({
      id: d.id,
      accountNumber: d.accountNumber,
      active: d.active,
      customerCode: d.customer.code,
      email: d.customer.email,
    }));
  }

  /**
   * Someone sends money by bank transfer to a dedicated account: Paystack records a successful
   * charge of channel `dedicated_nuban` under a reference of its own, with the account's customer
   * and the sender in the authorization block. Returns the `charge.success` data to deliver (as
   * `sendWebhook` does, any number of times); the bank refuses an account that is not active.
   */
  receiveTransfer(accountNumber: string, amount: number, o: { senderName?: string; narration?: string; senderBank?: string } = {}) {
    const dva = [...this.#dvas.values()].find((d) => d.accountNumber === accountNumber);
    if (!dva || !dva.active) throw new Error(`fake paystack: account ${accountNumber} does not take transfers`);
    const reference = `${Date.now()}${randomBytes(4).readUInt32BE(0) % 1e6}`.padEnd(19, '0');
    const senderName = o.senderName ?? 'ADA CHIOMA BELLO';
    const t: Txn = {
      id: this.#nextId++,
      reference,
      plan: null,
      email: dva.customer.email,
      amount,
      currency: 'NGN',
      status: 'success',
      metadata: {
        receiver_account_number: dva.accountNumber,
        receiver_bank: dva.bank.name,
        receiver_account_type: null,
        custom_fields: [
          { display_name: 'Receiver Account', variable_name: 'receiver_account_number', value: dva.accountNumber },
          { display_name: 'Receiver Bank', variable_name: 'receiver_bank', value: dva.bank.name },
        ],
      },
      channel: 'dedicated_nuban',
      paidAt: new Date().toISOString(),
      refunded: 0,
      createdAt: new Date().toISOString(),
    };
    this.#txns.set(reference, t);
    this.#transferIn.set(reference, {
      accountNumber,
      senderName,
      senderBank: o.senderBank ?? 'Guaranty Trust Bank',
      narration: o.narration ?? `NIP TRANSFER FROM ${senderName}`,
    });
    return { reference, data: this.chargeData(reference) };
  }

  /** The dedicatedaccount.assign.success events of the assignments asked for so far (sent to webhookUrl when set). */
  async completeAssignments(o: { fail?: boolean } = {}) {
    const done = this.#assigning.splice(0);
    const events: { event: string; data: unknown }[] = [];
    for (const a of done) {
      if (o.fail) {
        events.push({
          event: 'dedicatedaccount.assign.failed',
          data: { customer: this.#customerData(a.customer), dedicated_account: null, identification: { status: 'failed' } },
        });
        continue;
      }
      const dva = this.#newDva(a.customer, a.bank);
      events.push({
        event: 'dedicatedaccount.assign.success',
        data: { customer: this.#customerData(a.customer), dedicated_account: this.#dvaData(dva), identification: { status: 'success' } },
      });
    }
    if (this.webhookUrl) for (const e of events) await this.sendWebhook(this.webhookUrl, e.event, e.data);
    return events;
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
    if (method === 'POST' && p === '/plan') return this.#createPlan(b);
    if (method === 'PUT' && p.startsWith('/plan/')) return this.#updatePlan(tail('/plan/'), b);
    if (method === 'POST' && (p === '/subscription/disable' || p === '/subscription/enable'))
      return this.#toggleSubscription(p.endsWith('enable'), b);
    if (method === 'GET' && /^\/subscription\/[^/]+\/manage\/link$/.test(p)) return this.#manageLink(decodeURIComponent(p.split('/')[2]!));
    if (method === 'POST' && p === '/customer') return this.#customer(b);
    if (method === 'GET' && p === '/dedicated_account/available_providers') return ok('Dedicated account providers retrieved', DVA_BANKS);
    if (method === 'GET' && p === '/dedicated_account/requery') return this.#requery(url.searchParams);
    if (method === 'POST' && p === '/dedicated_account') return this.#createDva(b);
    if (method === 'POST' && p === '/dedicated_account/assign') return this.#assignDva(b);
    if (method === 'DELETE' && p.startsWith('/dedicated_account/')) return this.#deactivateDva(tail('/dedicated_account/'));
    return fail(404, 'Not found');
  }

  #initialize(b: Record<string, unknown>): Reply {
    if (typeof b.email !== 'string' || !b.email.includes('@')) return fail(400, 'Invalid Email Address Passed');
    if (typeof b.amount !== 'number' || !Number.isInteger(b.amount) || b.amount <= 0) return fail(400, 'Invalid Amount Sent');
    const reference = typeof b.reference === 'string' ? b.reference : randomBytes(5).toString('hex');
    if (!REFERENCE.test(reference)) return fail(400, 'Invalid transaction reference');
    if (this.#txns.has(reference)) return fail(400, 'Duplicate Transaction Reference');
    const currency = typeof b.currency === 'string' ? b.currency : 'NGN';
    // With a plan, Paystack charges the plan's amount ("this would invalidate the value provided in amount").
    const plan = typeof b.plan === 'string' ? this.#plans.get(b.plan) : undefined;
    if (typeof b.plan === 'string' && !plan) return fail(400, 'Plan not found');
    const t: Txn = {
      id: this.#nextId++,
      reference,
      email: b.email,
      amount: plan ? plan.amount : b.amount,
      currency,
      status: 'pending',
      metadata: b.metadata ?? 0,
      channel: null,
      paidAt: null,
      refunded: 0,
      createdAt: new Date().toISOString(),
      plan: plan?.code ?? null,
    };
    this.#txns.set(reference, t);
    const accessCode = randomBytes(8).toString('hex');
    return ok('Authorization URL created', {
      authorization_url: `https://checkout.paystack.com/${accessCode}`,
      access_code: accessCode,
      reference,
    });
  }

  #planData(p: Plan) {
    return {
      id: p.id,
      name: p.name,
      plan_code: p.code,
      description: null,
      amount: p.amount,
      interval: p.interval,
      send_invoices: true,
      send_sms: true,
      currency: p.currency,
    };
  }

  #createPlan(b: Record<string, unknown>): Reply {
    if (typeof b.name !== 'string' || b.name.trim() === '') return fail(400, 'Name is required');
    if (typeof b.amount !== 'number' || !Number.isInteger(b.amount) || b.amount < 10_000) return fail(400, 'Invalid Amount Sent');
    const intervals = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually'];
    if (typeof b.interval !== 'string' || !intervals.includes(b.interval)) return fail(400, 'Invalid interval');
    const now = new Date().toISOString();
    const p: Plan = {
      id: this.#nextId++,
      code: `PLN_${randomBytes(7).toString('hex')}`,
      name: b.name,
      amount: b.amount,
      interval: b.interval,
      currency: typeof b.currency === 'string' ? b.currency : 'NGN',
    };
    this.#plans.set(p.code, p);
    return ok(
      'Plan created',
      {
        name: p.name,
        interval: p.interval,
        amount: p.amount,
        integration: 1,
        domain: 'test',
        currency: p.currency,
        plan_code: p.code,
        invoice_limit: 0,
        send_invoices: true,
        send_sms: true,
        hosted_page: false,
        migrate: false,
        id: p.id,
        createdAt: now,
        updatedAt: now,
      },
      201,
    );
  }

  #updatePlan(code: string, b: Record<string, unknown>): Reply {
    const p = this.#plans.get(code);
    if (!p) return fail(404, 'Plan not found');
    if (b.amount !== undefined) {
      if (typeof b.amount !== 'number' || !Number.isInteger(b.amount) || b.amount < 10_000) return fail(400, 'Invalid Amount Sent');
      p.amount = b.amount;
    }
    const affected = [...this.#subscriptions.values()].filter((s) => s.plan.code === code).length;
    return {
      status: 200,
      body: { status: true, message: `Plan updated. ${b.update_existing_subscriptions === false ? 0 : affected} subscription(s) affected` },
    };
  }

  #toggleSubscription(enable: boolean, b: Record<string, unknown>): Reply {
    const s = typeof b.code === 'string' ? this.#subscriptions.get(b.code) : undefined;
    if (!s || b.token !== s.emailToken) return fail(404, 'Subscription with code not found or already inactive');
    if (enable) {
      if (s.status === 'active') return fail(400, 'Subscription is already active');
      s.status = 'active';
      return { status: 200, body: { status: true, message: 'Subscription enabled successfully' } };
    }
    if (s.status !== 'active' && s.status !== 'attention' && s.status !== 'non-renewing')
      return fail(404, 'Subscription with code not found or already inactive');
    s.status = 'complete';
    return { status: 200, body: { status: true, message: 'Subscription disabled successfully' } };
  }

  #manageLink(code: string): Reply {
    const s = this.#subscriptions.get(code);
    if (!s) return fail(404, 'Subscription not found');
    return ok('Link generated', {
      link: `https://paystack.com/manage/subscriptions/${s.code.slice(4)}?subscription_token=${s.emailToken}`,
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

  #customer(b: Record<string, unknown>): Reply {
    if (typeof b.email !== 'string' || !b.email.includes('@')) return fail(400, 'Invalid Email Address Passed');
    const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
    let c = this.#customers.get(b.email.toLowerCase());
    if (!c) {
      c = {
        id: this.#nextId++,
        code: `CUS_${randomBytes(8).toString('hex')}`,
        email: b.email.toLowerCase(),
        firstName: null,
        lastName: null,
        phone: null,
        createdAt: new Date().toISOString(),
      };
      this.#customers.set(c.email, c);
    }
    // Paystack keeps an existing customer and fills in what is given.
    c.firstName = str(b.first_name) ?? c.firstName;
    c.lastName = str(b.last_name) ?? c.lastName;
    c.phone = str(b.phone) ?? c.phone;
    return ok('Customer created', { ...this.#customerData(c), integration: 1, domain: 'test', identified: false, identifications: null });
  }

  #customerData(c: Customer) {
    return {
      id: c.id,
      first_name: c.firstName,
      last_name: c.lastName,
      email: c.email,
      customer_code: c.code,
      phone: c.phone,
      metadata: null,
      risk_action: 'default',
      createdAt: c.createdAt,
      updatedAt: c.createdAt,
    };
  }

  #findCustomer(key: unknown) {
    return [...this.#customers.values()].find((c) => c.code === key || String(c.id) === String(key) || c.email === key);
  }

  /** POST /dedicated_account: the customer needs a first and last name and a phone, and the bank must be offered. */
  #createDva(b: Record<string, unknown>): Reply {
    const c = this.#findCustomer(b.customer);
    if (!c) return fail(404, 'Customer not found');
    if (!c.firstName || !c.lastName || !c.phone) return fail(400, 'Customer first name, last name and phone are required');
    const bank = typeof b.preferred_bank === 'string' ? b.preferred_bank : 'wema-bank';
    if (!DVA_BANKS.some((x) => x.provider_slug === bank)) return fail(400, 'Preferred bank is not available');
    const existing = [...this.#dvas.values()].find((d) => d.customer === c && d.active);
    if (existing) return ok('NUBAN successfully created', this.#dvaData(existing));
    return ok('NUBAN successfully created', this.#dvaData(this.#newDva(c, bank)));
  }

  /** POST /dedicated_account/assign: creates the customer too; the account comes later, by event. */
  #assignDva(b: Record<string, unknown>): Reply {
    for (const k of ['email', 'first_name', 'last_name', 'phone', 'preferred_bank', 'country'])
      if (typeof b[k] !== 'string' || !b[k]) return fail(400, `${k} is required`);
    if (!DVA_BANKS.some((x) => x.provider_slug === b.preferred_bank)) return fail(400, 'Preferred bank is not available');
    const made = this.#customer(b);
    if (made === 'hang' || made.status !== 200) return made;
    this.#assigning.push({ customer: this.#customers.get(String(b.email).toLowerCase())!, bank: String(b.preferred_bank) });
    return ok('Assign dedicated account in progress', undefined);
  }

  #newDva(c: Customer, bankSlug: string): Dva {
    const b = DVA_BANKS.find((x) => x.provider_slug === bankSlug)!;
    const now = new Date().toISOString();
    const dva: Dva = {
      id: this.#nextId++,
      accountNumber: `99${String(this.#nextId++).padStart(8, '0')}`,
      accountName: `IRETI / ${c.firstName ?? ''} ${c.lastName ?? ''}`.trim().toUpperCase(),
      bank: { name: b.bank_name, id: b.bank_id, slug: b.provider_slug },
      customer: c,
      active: true,
      createdAt: now,
      assignedAt: now,
    };
    this.#dvas.set(dva.id, dva);
    return dva;
  }

  #dvaData(d: Dva) {
    return {
      bank: d.bank,
      account_name: d.accountName,
      account_number: d.accountNumber,
      assigned: d.active,
      currency: 'NGN',
      metadata: null,
      active: d.active,
      id: d.id,
      created_at: d.createdAt,
      updated_at: d.assignedAt,
      assignment: {
        integration: 1,
        assignee_id: d.customer.id,
        assignee_type: 'Customer',
        expired: !d.active,
        account_type: 'PAY-WITH-TRANSFER-RECURRING',
        assigned_at: d.assignedAt,
      },
      customer: {
        id: d.customer.id,
        first_name: d.customer.firstName,
        last_name: d.customer.lastName,
        email: d.customer.email,
        customer_code: d.customer.code,
        phone: d.customer.phone,
        risk_action: 'default',
      },
    };
  }

  #deactivateDva(id: string): Reply {
    const d = this.#dvas.get(Number(id));
    if (!d) return fail(404, 'Dedicated account not found');
    d.active = false;
    return ok('Managed Account Successfully Unassigned', this.#dvaData(d));
  }

  /** GET /dedicated_account/requery: Paystack looks again and tells the account's transfers by webhook. */
  #requery(q: URLSearchParams): Reply {
    const number = q.get('account_number');
    if (!number || !q.get('provider_slug')) return fail(400, 'Account number and provider slug are required');
    const dva = [...this.#dvas.values()].find((d) => d.accountNumber === number);
    if (!dva) return fail(404, 'Dedicated account not found');
    const url = this.webhookUrl;
    if (url)
      for (const [reference, t] of this.#transferIn)
        if (t.accountNumber === number) void this.sendWebhook(url, 'charge.success', this.chargeData(reference)).catch(() => {});
    return ok('We are checking the status of your transfer. We will send you a notification once it is confirmed', undefined);
  }

  /** A transfer into a dedicated account as Paystack's charge.success and verify describe it. */
  #transferChargeData(t: Txn, inbound: { accountNumber: string; senderName: string; senderBank: string; narration: string }) {
    const dva = [...this.#dvas.values()].find((d) => d.accountNumber === inbound.accountNumber)!;
    return {
      id: t.id,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      amount: t.amount,
      message: null,
      gateway_response: 'Approved',
      paid_at: t.paidAt,
      created_at: t.createdAt,
      channel: 'dedicated_nuban',
      currency: t.currency,
      ip_address: null,
      metadata: t.metadata,
      fees_breakdown: null,
      log: null,
      fees: Math.min(Math.floor(t.amount * 0.01), 30_000),
      fees_split: null,
      authorization: {
        authorization_code: `AUTH_${t.id}`,
        bin: '008XXX',
        last4: 'X553',
        exp_month: String(new Date().getMonth() + 1).padStart(2, '0'),
        exp_year: String(new Date().getFullYear()),
        channel: 'dedicated_nuban',
        card_type: 'transfer',
        bank: inbound.senderBank,
        country_code: 'NG',
        brand: 'Managed Account',
        reusable: false,
        signature: null,
        account_name: null,
        sender_country: 'NG',
        sender_bank: inbound.senderBank,
        sender_bank_account_number: 'XXXXXX4321',
        sender_name: inbound.senderName,
        narration: inbound.narration,
        receiver_bank_account_number: inbound.accountNumber,
        receiver_bank: dva.bank.name,
      },
      customer: {
        id: dva.customer.id,
        first_name: dva.customer.firstName,
        last_name: dva.customer.lastName,
        email: dva.customer.email,
        customer_code: dva.customer.code,
        phone: dva.customer.phone,
        metadata: null,
        risk_action: 'default',
        international_format_phone: dva.customer.phone,
      },
      plan: null,
      split: {},
      order_id: null,
      paidAt: t.paidAt,
      requested_amount: t.amount,
      pos_transaction_data: null,
      source: null,
    };
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
