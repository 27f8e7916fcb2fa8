import { z } from 'zod';
import { DedicatedAccountData, toDedicatedAccount } from './paystack-api.ts';
import type { PaymentEvent, VerifiedCharge } from './provider.ts';
import { subscriptionEvent } from './paystack-subscription-events.ts';

/**
 * Paystack's webhook events (docs/paystack.md "Webhooks") in our own words (provider.ts
 * PaymentEvent). Only this file knows Paystack's event names and data shapes; an event it
 * cannot read either asks for a check of the charge or is ignored, never guessed at.
 */
const Body = z.object({ event: z.string().min(1), data: z.record(z.string(), z.unknown()) });

const ChargeData = z.object({
  id: z.union([z.number(), z.string()]).nullish(),
  reference: z.string().min(1),
  status: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.string(),
  paid_at: z.string().nullish(),
  channel: z.string().nullish(),
  gateway_response: z.string().nullish(),
});

const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const kobo = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null);

export function toPaymentEvent(rawBody: Buffer): PaymentEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const body = Body.safeParse(json);
  if (!body.success) return null;
  const { event, data } = body.data;
  const subscription = subscriptionEvent(event, data, chargeEvent);
  if (subscription) return subscription;
  if (event === 'charge.success' || event === 'charge.failed') return chargeEvent(data);
  if (event.startsWith('refund.')) return refundEvent(event.slice('refund.'.length), data);
  if (event.startsWith('transfer.')) return transferEvent(event.slice('transfer.'.length), data);
  if (event === 'dedicatedaccount.assign.success' || event === 'dedicatedaccount.assign.failed') return assignEvent(event, data);
  return { type: 'ignored', name: event };
}

function chargeEvent(data: Record<string, unknown>): PaymentEvent {
  const parsed = ChargeData.safeParse(data);
  if (!parsed.success) return { type: 'check_charge', reference: str(data.reference) };
  const d = parsed.data;
  const paidAt = d.paid_at ? new Date(d.paid_at) : null;
  const charge = (status: VerifiedCharge['status']): VerifiedCharge => ({
    status,
    reference: d.reference,
    amountKobo: d.amount,
    currency: d.currency,
    paidAt: paidAt && !Number.isNaN(paidAt.getTime()) ? paidAt : null,
    channel: d.channel ?? null,
    providerTxnId: d.id === null || d.id === undefined ? null : String(d.id),
    gatewayResponse: d.gateway_response ?? null,
  });
  // The event's name is not the outcome: the data's status is (042: only `success` counts).
  // A transfer into a dedicated account is a charge of its own channel, under Paystack's reference
  // (not one of our donations'): handled apart (payments/transfers), by the account's customer.
  if (d.status === 'success' && d.channel === 'dedicated_nuban') return dedicatedTransfer(charge('success'), data);
  if (d.status === 'success') return { type: 'charge_succeeded', charge: charge('success') };
  if (d.status === 'failed' || d.status === 'reversed') return { type: 'charge_failed', charge: charge(d.status) };
  return { type: 'check_charge', reference: d.reference };
}

/** refund.pending|processing|processed|failed|needs-attention; the donation's reference is the charge's. */
function refundEvent(status: string, data: Record<string, unknown>): PaymentEvent {
  const t = data.transaction as Record<string, unknown> | undefined;
  const reference = str(data.transaction_reference) ?? str(t?.reference) ?? str(data.reference);
  if (!reference) return { type: 'ignored', name: `refund.${status} without a reference` };
  const amountKobo = kobo(data.amount);
  if (status === 'processed') return { type: 'refund_processed', reference, amountKobo };
  if (status === 'pending' || status === 'processing') return { type: 'refund_pending', reference, amountKobo };
  if (status === 'failed' || status === 'needs-attention')
    return { type: 'refund_failed', reference, amountKobo, reason: str(data.merchant_note) ?? str(data.reason) ?? `refund ${status}` };
  return { type: 'ignored', name: `refund.${status}` };
}

/** transfer.success|failed|reversed, by the transfer's reference (our payout's). */
function transferEvent(status: string, data: Record<string, unknown>): PaymentEvent {
  const type = ({ success: 'transfer_succeeded', failed: 'transfer_failed', reversed: 'transfer_reversed' } as const)[status as 'success'];
  const reference = str(data.reference);
  if (!type || !reference) return { type: 'ignored', name: `transfer.${status}` };
  return {
    type,
    reference,
    amountKobo: kobo(data.amount),
    transferCode: str(data.transfer_code),
    reason: str(data.reason) ?? str(data.gateway_response),
  };
}

const obj = (v: unknown): Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/**
 * `charge.success` with channel `dedicated_nuban`: the customer is the account's (one per
 * campaign); the authorization block carries the sender and the receiving account
 * (`sender_name`, `sender_bank`, `narration`, `receiver_bank_account_number`), repeated in
 * metadata (`receiver_account_number`) on some payloads.
 */
function dedicatedTransfer(charge: VerifiedCharge, data: Record<string, unknown>): PaymentEvent {
  const auth = obj(data.authorization);
  let meta = data.metadata;
  if (typeof meta === 'string') {
    try {
      meta = JSON.parse(meta);
    } catch {
      meta = null;
    }
  }
  return {
    type: 'transfer_received',
    charge,
    customerCode: str(obj(data.customer).customer_code),
    accountNumber: str(auth.receiver_bank_account_number) ?? str(obj(meta).receiver_account_number),
    senderName: str(auth.sender_name) ?? str(auth.account_name),
    senderBank: str(auth.sender_bank),
    narration: str(auth.narration),
  };
}

/** dedicatedaccount.assign.success|failed: `data.customer` and, on success, `data.dedicated_account`. */
function assignEvent(event: string, data: Record<string, unknown>): PaymentEvent {
  const customerCode = str(obj(data.customer).customer_code);
  if (!customerCode) return { type: 'ignored', name: `${event} without a customer` };
  if (event === 'dedicatedaccount.assign.failed')
    return { type: 'dedicated_account_failed', customerCode, reason: str(obj(data.identification).status) ?? 'assignment failed' };
  const account = DedicatedAccountData.safeParse(data.dedicated_account);
  if (!account.success) return { type: 'ignored', name: `${event} without a readable account` };
  return { type: 'dedicated_account_assigned', customerCode, account: toDedicatedAccount(account.data) };
}
