import { z } from 'zod';
import { ProviderError, type DedicatedAccount } from './provider.ts';

/**
 * A thin typed client for the Paystack endpoints we use (docs/paystack.md). Every reply
 * is validated: a reply we cannot read is a retryable `malformed` error, never a guess.
 * Amounts are integer kobo; account numbers and bank codes stay strings (leading zeros).
 */
export interface PaystackApiOptions {
  secretKey: string;
  baseUrl: string;
  /** Whole request, body included. Tests shorten it to exercise the timeout path. */
  timeoutMs?: number;
}

const Envelope = z.object({
  status: z.boolean(),
  message: z.string().catch(''),
  data: z.unknown().optional(),
  meta: z.unknown().optional(),
});

const idString = z.union([z.number(), z.string()]).transform(String);
// Paystack documents metadata as a string, an object or 0: read it as anything.
const Transaction = z.object({
  id: idString,
  status: z.string(),
  reference: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  channel: z.string().nullish(),
  gateway_response: z.string().nullish(),
  metadata: z.unknown().optional(),
  customer: z.object({ email: z.string().nullish(), customer_code: z.string().nullish() }).nullish(),
});
const Initialized = z.object({ authorization_url: z.string(), access_code: z.string(), reference: z.string() });
const Refund = z.object({ id: idString, status: z.string(), amount: z.number().int().nonnegative().optional() });
const BankList = z.array(
  z.object({ name: z.string(), code: z.string(), active: z.boolean().nullish(), is_deleted: z.boolean().nullish() }),
);
const BankMeta = z.object({ next: z.string().nullish() }).nullish().catch(null);
const Resolved = z.object({ account_number: z.string(), account_name: z.string() });
const Recipient = z.object({ recipient_code: z.string() });
const Plan = z.object({ plan_code: z.string().min(1), amount: z.number().int().nonnegative(), interval: z.string() });
const ManageLink = z.object({ link: z.string().min(1) });

const Transfer = z.object({
  transfer_code: z.string().nullish(),
  status: z.string(),
  reference: z.string().nullish(),
  amount: z.number().int().nonnegative(),
});

const Customer = z.object({ customer_code: z.string().min(1) });
export const DedicatedAccountData = z.object({
  id: idString,
  account_name: z.string(),
  account_number: z.string().regex(/^[0-9]{10}$/),
  active: z.boolean().nullish(),
  bank: z.object({ name: z.string(), slug: z.string() }),
});
/** A dedicated account as Paystack describes it (create, fetch, dedicatedaccount.assign.success), in our words. */
export function toDedicatedAccount(d: z.infer<typeof DedicatedAccountData>): DedicatedAccount {
  return {
    providerAccountId: d.id,
    accountNumber: d.account_number,
    accountName: d.account_name,
    bankName: d.bank.name,
    bankSlug: d.bank.slug,
    active: d.active !== false,
  };
}
const DedicatedProviders = z.array(z.object({ provider_slug: z.string(), bank_name: z.string() }));

export type PaystackTransaction = z.infer<typeof Transaction>;
export type PaystackTransfer = z.infer<typeof Transfer>;

const RATE_LIMITED = /please wait a few minutes/i;

export class PaystackApi {
  readonly #secretKey: string;
  readonly #baseUrl: string;
  readonly #timeoutMs: number;

  constructor(o: PaystackApiOptions) {
    this.#secretKey = o.secretKey;
    this.#baseUrl = o.baseUrl.replace(/\/+$/, '');
    this.#timeoutMs = o.timeoutMs ?? 15_000;
  }

  async initialize(body: {
    email: string;
    amount: number;
    reference: string;
    currency: string;
    callback_url?: string;
    metadata?: unknown;
    channels?: string[];
    /** A plan's code: the charge subscribes the customer to it (monthly giving, decision 092). */
    plan?: string;
  }) {
    return (await this.#call('POST', '/transaction/initialize', Initialized, body)).data;
  }

  /** POST /plan: a monthly plan of its own for one subscription (decision 092). */
  async createPlan(body: { name: string; amount: number; interval: 'monthly'; currency: 'NGN'; description?: string }) {
    return (await this.#call('POST', '/plan', Plan, body)).data;
  }

  /** PUT /plan/:code with the new amount, for the subscription on it too. */
  async updatePlan(code: string, body: { amount: number; update_existing_subscriptions: true }) {
    await this.#call('PUT', `/plan/${encodeURIComponent(code)}`, z.unknown(), body);
  }

  async disableSubscription(body: { code: string; token: string }) {
    await this.#call('POST', '/subscription/disable', z.unknown(), body);
  }

  async enableSubscription(body: { code: string; token: string }) {
    await this.#call('POST', '/subscription/enable', z.unknown(), body);
  }

  /** GET /subscription/:code/manage/link: the provider's own page where the customer updates the card. */
  async manageLink(code: string) {
    return (await this.#call('GET', `/subscription/${encodeURIComponent(code)}/manage/link`, ManageLink)).data;
  }

  async verify(reference: string) {
    return (await this.#call('GET', `/transaction/verify/${encodeURIComponent(reference)}`, Transaction)).data;
  }

  async refund(body: { transaction: string; amount?: number; currency?: string; customer_note?: string; merchant_note?: string }) {
    return (await this.#call('POST', '/refund', Refund, body)).data;
  }

  /** One page of the bank list; `next` is the cursor of the following page, if any. */
  async listBanks(cursor?: string) {
    const q = new URLSearchParams({ country: 'nigeria', currency: 'NGN', use_cursor: 'true', perPage: '100' });
    if (cursor) q.set('next', cursor);
    const { data, meta } = await this.#call('GET', `/bank?${q}`, BankList);
    return { banks: data, next: BankMeta.parse(meta)?.next ?? null };
  }

  async resolveAccount(accountNumber: string, bankCode: string) {
    const q = new URLSearchParams({ account_number: accountNumber, bank_code: bankCode });
    return (await this.#call('GET', `/bank/resolve?${q}`, Resolved)).data;
  }

  async createRecipient(body: { name: string; account_number: string; bank_code: string }) {
    return (await this.#call('POST', '/transferrecipient', Recipient, { type: 'nuban', currency: 'NGN', ...body })).data;
  }

  async transfer(body: { amount: number; recipient: string; reference: string; reason: string }) {
    return (await this.#call('POST', '/transfer', Transfer, { source: 'balance', currency: 'NGN', ...body })).data;
  }

  async verifyTransfer(reference: string) {
    return (await this.#call('GET', `/transfer/verify/${encodeURIComponent(reference)}`, Transfer)).data;
  }

  async createCustomer(body: { email: string; first_name: string; last_name: string; phone: string }) {
    return (await this.#call('POST', '/customer', Customer, body)).data;
  }

  async dedicatedProviders() {
    return (await this.#call('GET', '/dedicated_account/available_providers', DedicatedProviders)).data;
  }

  async createDedicatedAccount(body: { customer: string; preferred_bank: string }) {
    return (await this.#call('POST', '/dedicated_account', DedicatedAccountData, body)).data;
  }

  async deactivateDedicatedAccount(id: string) {
    return (await this.#call('DELETE', `/dedicated_account/${encodeURIComponent(id)}`, z.unknown())).data;
  }

  async requeryDedicatedAccount(q: { account_number: string; provider_slug: string; date?: string }) {
    const query = new URLSearchParams({
      account_number: q.account_number,
      provider_slug: q.provider_slug,
      ...(q.date ? { date: q.date } : {}),
    });
    return (await this.#call('GET', `/dedicated_account/requery?${query}`, z.unknown())).data;
  }

  async #call<T>(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    schema: z.ZodType<T>,
    body?: object,
  ): Promise<{ data: T; meta: unknown }> {
    const where = `${method} ${path.split('?')[0]}`;
    let res: Response;
    let text: string;
    try {
      res = await fetch(`${this.#baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.#secretKey}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(this.#timeoutMs),
      });
      text = await res.text();
    } catch (err) {
      if ((err as Error).name === 'TimeoutError') throw new ProviderError(`Paystack ${where}: timed out`, 'timeout', true);
      // Refused or reset connections: Paystack may or may not have acted, so the caller retries
      // with the same reference, which is what makes a retry safe.
      throw new ProviderError(`Paystack ${where}: ${(err as Error).message}`, 'http', true);
    }
    const envelope = Envelope.safeParse(parseJson(text));
    const message = envelope.success ? envelope.data.message : '';
    if (res.status === 429 || RATE_LIMITED.test(message))
      throw new ProviderError(`Paystack ${where}: ${message || 'rate limited'}`, 'rate-limited', true, res.status);
    if (res.status >= 500) throw new ProviderError(`Paystack ${where}: HTTP ${res.status} ${message}`.trim(), 'http', true, res.status);
    if (!res.ok || (envelope.success && !envelope.data.status))
      throw new ProviderError(message || `Paystack ${where}: HTTP ${res.status}`, 'rejected', false, res.status);
    if (!envelope.success) throw new ProviderError(`Paystack ${where}: unreadable reply`, 'malformed', true, res.status);
    const data = schema.safeParse(envelope.data.data);
    if (!data.success)
      throw new ProviderError(`Paystack ${where}: unexpected reply (${z.prettifyError(data.error)})`, 'malformed', true, res.status);
    return { data: data.data, meta: envelope.data.meta };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
