import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Language } from '@ireti/shared/i18n';
import type { AppContext } from '../../../context.ts';
import type { Tx } from '../../../db/client.ts';
import { findDonation } from '../giving/donations.service.ts';
import type { DonationRow } from '../payments.schema.ts';
import type { PaymentEvent } from '../providers/provider.ts';
import { sendMonthlyChargeFailed, sendMonthlyReceipt } from './notices.ts';

/**
 * The provider's events about monthly gifts (decision 092), dispatched here by the webhook
 * (giving/webhook.routes.ts). Each is idempotent on its own terms, and a signed body already
 * applied is answered without being applied again (subscription_webhooks).
 */
export type SubscriptionEvent = Extract<
  PaymentEvent,
  { type: 'subscription_charge' | 'subscription_created' | 'subscription_updated' | 'subscription_payment_failed' | 'subscription_stopped' }
>;

export const isSubscriptionEvent = (e: PaymentEvent): e is SubscriptionEvent => e.type.startsWith('subscription_');

export async function handleSubscriptionEvent(ctx: AppContext, e: SubscriptionEvent, rawBody: Buffer): Promise<string> {
  const hash = createHash('sha256').update(rawBody).digest('hex');
  const [seen] = (await ctx.db.execute(sql`select 1 from subscription_webhooks where body_hash = ${hash}`)).rows;
  if (seen) return 'already applied';
  const result = await apply(ctx, e);
  // Recorded only once applied: a delivery that failed half-way is applied again when resent.
  await ctx.db.execute(sql`insert into subscription_webhooks (body_hash, event) values (${hash}, ${e.type}) on conflict do nothing`);
  return result;
}

async function apply(ctx: AppContext, e: SubscriptionEvent): Promise<string> {
  switch (e.type) {
    case 'subscription_charge':
      return chargeOf(ctx, e);
    case 'subscription_created': {
      const [s] = (
        await ctx.db.execute<{ id: number; status: string }>(sql`
          update subscriptions set subscription_code = ${e.subscriptionCode}, email_token = ${e.emailToken},
            next_payment_at = ${e.nextPaymentAt}, updated_at = now(),
            status = case when status = 'pending' then 'active' else status end,
            -- Ended or cancelled before the provider said it exists: stop it there too.
            provider_stop_due = status in ('cancelled', 'ended')
          where plan_code = ${e.planCode} and (subscription_code is null or subscription_code = ${e.subscriptionCode})
          returning id, status`)
      ).rows;
      return s ? `subscription ${s.status}` : 'not one of ours';
    }
    case 'subscription_updated': {
      const r = await ctx.db.execute(sql`
        update subscriptions set next_payment_at = ${e.nextPaymentAt}, updated_at = now()
        where subscription_code = ${e.subscriptionCode} and ${e.nextPaymentAt}::timestamptz is not null`);
      return r.rowCount ? 'next payment date updated' : 'nothing to update';
    }
    case 'subscription_payment_failed':
      return ctx.db.transaction((tx) => failed(tx, ctx, e));
    case 'subscription_stopped': {
      // Our own pause or cancel comes back as subscription.disable: a paused, cancelled or ended gift stays as it is.
      const r = await ctx.db.execute(sql`
        update subscriptions set status = 'cancelled', end_reason = 'provider', ended_at = now(), updated_at = now()
        where subscription_code = ${e.subscriptionCode} and status in ('active', 'attention')`);
      return r.rowCount ? 'subscription stopped by the provider' : 'already stopped';
    }
  }
}

/**
 * A charge on a monthly gift's plan. The first carries the reference of the donation started at
 * checkout; a later one the provider's own reference, which becomes a donation of the gift here
 * (once: the reference is unique). Then it is confirmed as any gift, exactly once, whatever
 * arrives first or how often: this event, its repeats, or a verify.
 */
async function chargeOf(ctx: AppContext, e: Extract<SubscriptionEvent, { type: 'subscription_charge' }>): Promise<string> {
  let donation = await findDonation(ctx.db, e.charge.reference);
  if (!donation) {
    // The amount is the gift's, not the event's: a charge of any other amount is a mismatch (refunded).
    await ctx.db.execute(sql`
      insert into donations (reference, campaign_id, user_id, first_name, last_name, email, anonymous, amount_kobo, currency, provider,
        language, goal_kobo, subscription_id)
      select ${e.charge.reference}, s.campaign_id, s.user_id, s.first_name, s.last_name, s.email, s.anonymous, s.amount_kobo, 'NGN',
        s.provider, s.language, f.goal_kobo, s.id
      from subscriptions s join campaign_facts f on f.id = s.campaign_id
      where s.plan_code = ${e.planCode}
      on conflict (reference) do nothing`);
    donation = await findDonation(ctx.db, e.charge.reference);
    if (!donation) return 'not one of ours';
  }
  const outcome = await ctx.flows.confirmGift(donation, e.charge, 'webhook');
  if (outcome.kind === 'paid')
    await ctx.db.execute(
      sql`update subscriptions set status = 'active', updated_at = now() where id = ${donation.subscriptionId} and status = 'attention'`,
    );
  return outcome.kind;
}

/** A charge the provider could not take: the gift needs attention, and the donor is told once per invoice. */
async function failed(tx: Tx, ctx: AppContext, e: Extract<SubscriptionEvent, { type: 'subscription_payment_failed' }>): Promise<string> {
  const [s] = (
    await tx.execute<{
      id: number;
      email: string;
      first_name: string | null;
      language: Language | null;
      amount_kobo: number;
      title: string;
      status: string;
    }>(sql`
      select s.id, s.email, s.first_name, s.language, s.amount_kobo, f.title, s.status
      from subscriptions s join campaign_facts f on f.id = s.campaign_id where s.subscription_code = ${e.subscriptionCode}`)
  ).rows;
  if (!s) return 'not one of ours';
  const [first] = (
    await tx.execute(sql`
      insert into subscription_failures (subscription_id, invoice_code, amount_kobo, reason)
      values (${s.id}, ${e.invoiceCode}, ${e.amountKobo}, ${e.reason}) on conflict (invoice_code) do nothing returning id`)
  ).rows;
  if (!first) return 'failure already recorded';
  if (s.status !== 'active' && s.status !== 'attention') return 'failure recorded';
  await tx.execute(sql`update subscriptions set status = 'attention', updated_at = now() where id = ${s.id} and status = 'active'`);
  await sendMonthlyChargeFailed(tx, ctx, {
    email: s.email,
    firstName: s.first_name,
    language: s.language,
    amountKobo: e.amountKobo ?? Number(s.amount_kobo),
    campaignTitle: s.title,
    reason: e.reason,
  });
  return 'donor told';
}

/** The receipt of a monthly charge (giving/confirm.service.ts sends it instead of the one-off receipt). */
export async function sendMonthlyReceiptFor(
  tx: Tx,
  ctx: Pick<AppContext, 'notify' | 'config'>,
  donation: DonationRow,
  r: { paidAt: Date; campaignTitle: string; campaignPublicId: string },
) {
  const [s] = (
    await tx.execute<{ day_of_month: number }>(sql`select day_of_month from subscriptions where id = ${donation.subscriptionId}`)
  ).rows;
  await sendMonthlyReceipt(tx, ctx, {
    email: donation.email,
    firstName: donation.anonymous && !donation.firstName ? null : donation.firstName,
    language: donation.language,
    reference: donation.reference,
    amountKobo: donation.amountKobo,
    paidAt: r.paidAt,
    campaignTitle: r.campaignTitle,
    campaignPublicId: r.campaignPublicId,
    dayOfMonth: s!.day_of_month,
  });
}
