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
