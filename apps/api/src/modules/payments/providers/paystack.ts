import { createHmac, timingSafeEqual } from 'node:crypto';
import { PaystackApi, toDedicatedAccount, type PaystackApiOptions, type PaystackTransaction } from './paystack-api.ts';
import {
  ProviderError,
  type ChargeStatus,
  type PaymentProvider,
  type SubscriptionApi,
  type RefundStatus,
  type TransferStatus,
  type VerifiedCharge,
} from './provider.ts';
import { toPaymentEvent } from './paystack-events.ts';

/** The production payment provider: Paystack's API behind our interface. */
export interface PaystackOptions extends PaystackApiOptions {
  publicKey: string;
  /** The channels the checkout offers (PAYSTACK_CHANNELS); absent: Paystack's own default. */
  channels?: string[];
}

const CHARGE: readonly ChargeStatus[] = ['success', 'failed', 'abandoned', 'reversed'];
const REFUND: readonly RefundStatus[] = ['pending', 'processing', 'processed', 'failed', 'needs-attention'];
const TRANSFER: readonly TransferStatus[] = ['queued', 'pending', 'success', 'failed', 'reversed', 'otp'];

// Anything Paystack adds later reads as "not final yet": a reconciliation job asks again,
// whereas reading an unknown status as final could lose or double money.
const pick = <T extends string>(known: readonly T[], value: string, fallback: T): T =>
  (known as readonly string[]).includes(value) ? (value as T) : fallback;
export const toChargeStatus = (s: string) => pick(CHARGE, s, 'pending');
export const toRefundStatus = (s: string) => pick(REFUND, s, 'pending');
export const toTransferStatus = (s: string) => pick(TRANSFER, s, 'pending');

const DUPLICATE_REFERENCE = /duplicate (transaction reference|charge request)/i;

export class PaystackProvider implements PaymentProvider {
  readonly name = 'paystack' as const;
  readonly signatureHeader = 'x-paystack-signature';
  readonly publicKey: string;
  readonly #api: PaystackApi;
  readonly #secretKey: string;
  readonly #channels: string[] | undefined;

  constructor(o: PaystackOptions) {
    this.publicKey = o.publicKey;
    this.#secretKey = o.secretKey;
    this.#channels = o.channels;
    this.#api = new PaystackApi(o);
    const api = this.#api;
    this.subscriptions = {
      async createPlan(input) {
        const p = await api.createPlan({ name: input.name.slice(0, 100), amount: input.amountKobo, interval: 'monthly', currency: 'NGN' });
        return { planCode: p.plan_code };
      },
      changePlanAmount: (planCode, amountKobo) => api.updatePlan(planCode, { amount: amountKobo, update_existing_subscriptions: true }),
      disable: (code, token) => api.disableSubscription({ code, token }),
      enable: (code, token) => api.enableSubscription({ code, token }),
      manageLink: async (code) => (await api.manageLink(code)).link,
    };
  }

  readonly subscriptions: SubscriptionApi;

  async initialize(input: Parameters<PaymentProvider['initialize']>[0]) {
    try {
      const d = await this.#api.initialize({
        email: input.email,
        amount: input.amountKobo,
        reference: input.reference,
        currency: input.currency,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
        ...(input.plan ? { plan: input.plan, channels: ['card'] } : this.#channels ? { channels: this.#channels } : {}),
      });
      return { reference: d.reference, accessCode: d.access_code, authorizationUrl: d.authorization_url };
    } catch (err) {
      // A retry after a timeout meets the transaction the first attempt created: it is ours if
      // the amount and currency agree. There is no access code to hand back; the browser then
      // opens checkout by reference.
      if (!(err instanceof ProviderError && err.kind === 'rejected' && DUPLICATE_REFERENCE.test(err.message))) throw err;
      const existing = await this.verify(input.reference);
      if (existing.amountKobo !== input.amountKobo || existing.currency !== input.currency) throw err;
      return { reference: existing.reference, accessCode: null, authorizationUrl: null };
    }
  }

  async verify(reference: string): Promise<VerifiedCharge> {
    return toVerifiedCharge(await this.#api.verify(reference));
  }

  async refund(input: { reference: string; amountKobo: number; note?: string }) {
    const r = await this.#api.refund({
      transaction: input.reference,
      amount: input.amountKobo,
      currency: 'NGN',
      merchant_note: input.note,
    });
    return { status: toRefundStatus(r.status), providerRefundId: r.id };
  }

  async listBanks() {
    const banks: { name: string; code: string }[] = [];
    let cursor: string | undefined;
    // Bounded: a cursor that never ends must not hang the payout form.
    for (let page = 0; page < 20; page++) {
      const { banks: rows, next } = await this.#api.listBanks(cursor);
      for (const b of rows) if (b.active !== false && b.is_deleted !== true) banks.push({ name: b.name, code: b.code });
      if (!next || next === cursor) break;
      cursor = next;
    }
    return banks;
  }

  async resolveAccount(accountNumber: string, bankCode: string) {
    return { accountName: (await this.#api.resolveAccount(accountNumber, bankCode)).account_name };
  }

  async createRecipient(input: { name: string; accountNumber: string; bankCode: string }) {
    const r = await this.#api.createRecipient({ name: input.name, account_number: input.accountNumber, bank_code: input.bankCode });
    return { recipientCode: r.recipient_code };
  }

  async transfer(input: { amountKobo: number; recipientCode: string; reference: string; reason: string }) {
    try {
      const t = await this.#api.transfer({
        amount: input.amountKobo,
        recipient: input.recipientCode,
        reference: input.reference,
        reason: input.reason,
      });
      return { transferCode: t.transfer_code ?? null, status: toTransferStatus(t.status) };
    } catch (err) {
      // The reference is our idempotency key: when a retry is refused, look for the transfer the
      // first attempt made (Paystack's wording for a reused reference is not documented).
      if (!(err instanceof ProviderError && err.kind === 'rejected')) throw err;
      const existing = await this.#api.verifyTransfer(input.reference).catch(() => null);
      if (!existing || existing.amount !== input.amountKobo) throw err;
      return { transferCode: existing.transfer_code ?? null, status: toTransferStatus(existing.status) };
    }
  }

  async verifyTransfer(reference: string) {
    const t = await this.#api.verifyTransfer(reference);
    return { status: toTransferStatus(t.status), transferCode: t.transfer_code ?? null, amountKobo: t.amount };
  }

  async dedicatedAccountBanks() {
    return (await this.#api.dedicatedProviders()).map((p) => ({ slug: p.provider_slug, bankName: p.bank_name }));
  }

  async createCustomer(input: { email: string; firstName: string; lastName: string; phone: string }) {
    const c = await this.#api.createCustomer({
      email: input.email,
      first_name: input.firstName,
      last_name: input.lastName,
      phone: input.phone,
    });
    return { customerCode: c.customer_code };
  }

  async createDedicatedAccount(input: { customerCode: string; preferredBank: string }) {
    return toDedicatedAccount(
      await this.#api.createDedicatedAccount({ customer: input.customerCode, preferred_bank: input.preferredBank }),
    );
  }

  async deactivateDedicatedAccount(providerAccountId: string) {
    await this.#api.deactivateDedicatedAccount(providerAccountId);
  }

  async requeryDedicatedAccount(input: { accountNumber: string; bankSlug: string; date?: string }) {
    await this.#api.requeryDedicatedAccount({ account_number: input.accountNumber, provider_slug: input.bankSlug, date: input.date });
  }

  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean {
    if (typeof signature !== 'string' || signature === '') return false;
    const expected = Buffer.from(createHmac('sha512', this.#secretKey).update(rawBody).digest('hex'), 'utf8');
    const given = Buffer.from(signature, 'utf8');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  parseWebhook(rawBody: Buffer) {
    return toPaymentEvent(rawBody);
  }
}

function toVerifiedCharge(t: PaystackTransaction): VerifiedCharge {
  const paidAt = t.paid_at ? new Date(t.paid_at) : null;
  return {
    status: toChargeStatus(t.status),
    reference: t.reference,
    amountKobo: t.amount,
    currency: t.currency,
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
    channel: t.channel ?? null,
    providerTxnId: t.id,
    gatewayResponse: t.gateway_response ?? null,
    metadata: readMetadata(t.metadata),
  };
}

/** Paystack's metadata is an object, stringified JSON, 0 or null: only an object is ours. */
export function readMetadata(value: unknown): Record<string, unknown> | null {
  let v = value;
  if (typeof v === 'string') {
    try {
      v = JSON.parse(v);
    } catch {
      return null;
    }
  }
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
}
