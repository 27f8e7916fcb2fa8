import type { PaymentEvent } from './provider.ts';

/**
 * Paystack's plan and subscription events (docs/paystack.md "Plans and subscriptions", decision
 * 092) in our own words. Kept apart from paystack-events.ts so each kind of event reads alone:
 * toPaymentEvent asks here first and falls through to its own mapping on null.
 *
 * - `charge.success` whose `data.plan` names a plan (`plan_code`): a charge on a subscription
 *   (Paystack sends `plan: {}` or null for a one-off charge, which is not ours to read here);
 * - `subscription.create`: the subscription's code, e-mail token and next payment date;
 * - `invoice.create` / `invoice.update`: the next payment date moved (the charge itself comes as
 *   `charge.success`);
 * - `invoice.payment_failed`: the charge of this invoice failed; Paystack retries it;
 * - `subscription.not_renew` / `subscription.disable`: it stops on Paystack's side.
 */
type Data = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null);
const obj = (v: unknown): Data | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Data) : null);
const kobo = (v: unknown) => (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? v : null);
const date = (v: unknown) => {
  const s = str(v);
  const d = s ? new Date(s) : null;
  return d && !Number.isNaN(d.getTime()) ? d : null;
};

/** The plan's code of a charge made on a plan, or null for a one-off charge. */
export function planOfCharge(data: Data): string | null {
  return str(obj(data.plan)?.plan_code);
}

/**
 * A subscription event, or null when `event` is not one (a one-off charge, a refund…). `charge`
 * turns a charge's data into the charge event the one-off path would give.
 */
export function subscriptionEvent(event: string, data: Data, charge: (data: Data) => PaymentEvent): PaymentEvent | null {
  if (event === 'charge.success') {
    const planCode = planOfCharge(data);
    if (!planCode) return null;
    const e = charge(data);
    // Only a readable, successful charge is a subscription's; anything else is checked as usual.
    return e.type === 'charge_succeeded' ? { type: 'subscription_charge', planCode, charge: e.charge } : e;
  }
  if (event === 'subscription.create') {
    const planCode = str(obj(data.plan)?.plan_code);
    const subscriptionCode = str(data.subscription_code);
    if (!planCode || !subscriptionCode) return { type: 'ignored', name: `${event} without its codes` };
    return {
      type: 'subscription_created',
      planCode,
      subscriptionCode,
      emailToken: str(data.email_token),
      nextPaymentAt: date(data.next_payment_date),
    };
  }
  if (event === 'invoice.create' || event === 'invoice.update' || event === 'invoice.payment_failed') {
    const sub = obj(data.subscription);
    const subscriptionCode = str(sub?.subscription_code);
    if (!subscriptionCode) return { type: 'ignored', name: `${event} without a subscription` };
    if (event === 'invoice.payment_failed') {
      const invoiceCode = str(data.invoice_code);
      if (!invoiceCode) return { type: 'ignored', name: `${event} without an invoice code` };
      return {
        type: 'subscription_payment_failed',
        subscriptionCode,
        invoiceCode,
        amountKobo: kobo(data.amount),
        reason: str(data.description) ?? str(obj(data.transaction)?.gateway_response),
      };
    }
    return { type: 'subscription_updated', subscriptionCode, nextPaymentAt: date(sub?.next_payment_date) };
  }
  if (event === 'subscription.not_renew' || event === 'subscription.disable') {
    const subscriptionCode = str(data.subscription_code);
    if (!subscriptionCode) return { type: 'ignored', name: `${event} without a subscription code` };
    return { type: 'subscription_stopped', subscriptionCode, how: event === 'subscription.not_renew' ? 'not_renew' : 'disable' };
  }
  return null;
}
