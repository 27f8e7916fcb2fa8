/**
 * The payment-provider interface (docs/style.md: opencollective's pattern). Paystack in production,
 * the sandbox in the embedded default; both speak integer kobo and our own references.
 * Every method throws ProviderError on a timeout, an HTTP failure or a reply it cannot read,
 * with `retryable` saying whether trying again later makes sense.
 */
export type ChargeStatus = 'success' | 'failed' | 'abandoned' | 'reversed' | 'pending';
export type RefundStatus = 'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';
export type TransferStatus = 'queued' | 'pending' | 'success' | 'failed' | 'reversed' | 'otp';

export interface VerifiedCharge {
  status: ChargeStatus;
  reference: string;
  amountKobo: number;
  currency: string;
  paidAt: Date | null;
  channel: string | null;
  providerTxnId: string | null;
  /** The provider's own words on the outcome ("Approved", "Declined"), for logs and support. */
  gatewayResponse?: string | null;
  /** Our metadata back as an object; null when the provider returned none or something else. */
  metadata?: Record<string, unknown> | null;
}

/**
 * A provider's webhook event in our own words (docs/decisions/043, "One language for provider
 * events"): each provider maps its raw events to these, so the money core never reads a
 * provider's event names or shapes. References are ours (the donation's or the payout's);
 * amounts are integer kobo.
 */
export type PaymentEvent =
  /** The charge is paid (`charge.status` is `success`); applied like a verify's answer. */
  | { type: 'charge_succeeded'; charge: VerifiedCharge }
  /** The charge will never be paid (`charge.status` is `failed` or `reversed`). */
  | { type: 'charge_failed'; charge: VerifiedCharge }
  /** The provider accepted the refund of this donation and is working on it. */
  | { type: 'refund_pending'; reference: string; amountKobo: number | null }
  | { type: 'refund_processed'; reference: string; amountKobo: number | null }
  | { type: 'refund_failed'; reference: string; amountKobo: number | null; reason: string }
  /** The outcome of the transfer with this payout reference. */
  | {
      type: 'transfer_succeeded' | 'transfer_failed' | 'transfer_reversed';
      reference: string;
      amountKobo: number | null;
      transferCode: string | null;
      reason: string | null;
    }
  /**
   * Money transferred into one of our dedicated (permanent) accounts (Paystack: `charge.success`
   * with channel `dedicated_nuban`). The reference is the provider's; the account is named by its
   * customer and, when the event carries it, its number. Sender and narration as the bank gave them.
   */
  | {
      type: 'transfer_received';
      charge: VerifiedCharge;
      customerCode: string | null;
      accountNumber: string | null;
      senderName: string | null;
      senderBank: string | null;
      narration: string | null;
    }
  /** The provider finished assigning a dedicated account to this customer (or could not). */
  | { type: 'dedicated_account_assigned'; customerCode: string; account: DedicatedAccount }
  | { type: 'dedicated_account_failed'; customerCode: string; reason: string }
  /** Signed, about this charge, but not readable or not final: ask the provider ourselves. */
  | { type: 'check_charge'; reference: string | null }
  /**
   * Monthly giving (decision 092), by the provider's codes: a charge the provider made on a plan
   * (the first, at checkout, carries our reference; later ones the provider's own), a
   * subscription created, its next date moved, a charge it could not take (it retries), and a
   * subscription stopped on the provider's side.
   */
  | { type: 'subscription_charge'; planCode: string; charge: VerifiedCharge }
  | {
      type: 'subscription_created';
      planCode: string;
      subscriptionCode: string;
      emailToken: string | null;
      nextPaymentAt: Date | null;
    }
  | { type: 'subscription_updated'; subscriptionCode: string; nextPaymentAt: Date | null }
  | { type: 'subscription_payment_failed'; subscriptionCode: string; invoiceCode: string; amountKobo: number | null; reason: string | null }
  | { type: 'subscription_stopped'; subscriptionCode: string; how: 'not_renew' | 'disable' }
  /** An event we do not act on (`name` only for the reply and the log). */
  | { type: 'ignored'; name: string };

/** A permanent account number assigned to one of our provider customers (one per campaign). */
export interface DedicatedAccount {
  providerAccountId: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
  bankSlug: string;
  active: boolean;
}

export type TransferOutcome = 'succeeded' | 'failed' | 'reversed';

export interface Bank {
  name: string;
  code: string;
}

/**
 * The provider's plans and subscriptions (decision 092): one plan per monthly gift, so its amount
 * changes alone. The first charge goes through `initialize` with `plan`.
 */
export interface SubscriptionApi {
  createPlan(input: { name: string; amountKobo: number }): Promise<{ planCode: string }>;
  changePlanAmount(planCode: string, amountKobo: number): Promise<void>;
  /** Stops the charges (pause or cancel); `enable` starts them again. */
  disable(subscriptionCode: string, emailToken: string): Promise<void>;
  enable(subscriptionCode: string, emailToken: string): Promise<void>;
  /** The provider's own page where the customer changes the card (it expires). */
  manageLink(subscriptionCode: string): Promise<string>;
}

export interface PaymentProvider {
  /** Monthly giving, or null when the provider has none (the sandbox). */
  readonly subscriptions: SubscriptionApi | null;
  readonly name: 'paystack' | 'sandbox';
  /** Public key handed to the browser (p_key): Paystack's pk_…, or "sandbox". */
  readonly publicKey: string;
  initialize(input: {
    reference: string;
    email: string;
    amountKobo: number;
    currency: 'NGN';
    callbackUrl?: string;
    metadata?: Record<string, unknown>;
    /** The plan the charge subscribes the customer to (SubscriptionApi). */
    plan?: string;
  }): Promise<{ reference: string; accessCode: string | null; authorizationUrl: string | null }>;
  verify(reference: string): Promise<VerifiedCharge>;
  refund(input: {
    reference: string;
    amountKobo: number;
    note?: string;
  }): Promise<{ status: RefundStatus; providerRefundId: string | null }>;
  listBanks(): Promise<Bank[]>;
  resolveAccount(accountNumber: string, bankCode: string): Promise<{ accountName: string }>;
  createRecipient(input: { name: string; accountNumber: string; bankCode: string }): Promise<{ recipientCode: string }>;
  transfer(input: {
    amountKobo: number;
    recipientCode: string;
    reference: string;
    reason: string;
  }): Promise<{ transferCode: string | null; status: TransferStatus }>;
  /** The amount comes back so a payout can be checked against what was sent. */
  verifyTransfer(reference: string): Promise<{ status: TransferStatus; transferCode?: string | null; amountKobo?: number }>;
  /** Dedicated accounts: the banks that can hold one now (slug for `createDedicatedAccount`). */
  dedicatedAccountBanks(): Promise<{ slug: string; bankName: string }[]>;
  /** A provider customer for a campaign (the account's name is the platform's and the customer's). */
  createCustomer(input: { email: string; firstName: string; lastName: string; phone: string }): Promise<{ customerCode: string }>;
  /** A permanent account for the customer, at once (null when the provider assigns it later, by event). */
  createDedicatedAccount(input: { customerCode: string; preferredBank: string }): Promise<DedicatedAccount | null>;
  /** No more transfers into the account. */
  deactivateDedicatedAccount(providerAccountId: string): Promise<void>;
  /** Ask the provider to look again for transfers into the account it has not told us of (they come as events). */
  requeryDedicatedAccount(input: { accountNumber: string; bankSlug: string; date?: string }): Promise<void>;
  /** The request header that carries a webhook's signature (lower case). */
  readonly signatureHeader: string;
  /** True when `signature` is the provider's signature of exactly these raw bytes. */
  verifyWebhook(rawBody: Buffer, signature: string | undefined): boolean;
  /** The signed body as our event; null when it is not an event at all (not JSON, no name). */
  parseWebhook(rawBody: Buffer): PaymentEvent | null;
}

export class ProviderError extends Error {
  readonly kind: 'timeout' | 'http' | 'malformed' | 'rejected' | 'rate-limited';
  readonly retryable: boolean;
  readonly httpStatus?: number;
  constructor(message: string, kind: ProviderError['kind'], retryable: boolean, httpStatus?: number, options?: ErrorOptions) {
    super(message, options);
    this.kind = kind;
    this.retryable = retryable;
    this.httpStatus = httpStatus;
  }
}
