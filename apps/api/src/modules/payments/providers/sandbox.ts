import { randomBytes, randomInt } from 'node:crypto';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import { billingDayOf } from '@ireti/shared/donations/monthly';
import type { Db, Tx } from '../../../db/client.ts';
import { NIGERIAN_BANKS } from './nigerian-banks.ts';
import {
  ProviderError,
  type DedicatedAccount,
  type PaymentEvent,
  type PaymentProvider,
  type SubscriptionApi,
  type VerifiedCharge,
} from './provider.ts';
import { cardOutcome, SANDBOX_OTP } from './sandbox-cards.ts';
import {
  sandboxCharges,
  sandboxCustomers,
  sandboxEvents,
  sandboxPlans,
  sandboxRecipients,
  sandboxRefunds,
  sandboxSubscriptions,
  sandboxTransfers,
} from './sandbox.schema.ts';

/**
 * The embedded default payment provider (docs/design.md §2): a provider of our own whose records
 * live in the sandbox_* tables, so the donations module meets the same contract as with
 * Paystack: initialize, the donor pays (here through `pay`, with a test card from
 * sandbox-cards.ts), then verify. No call leaves the machine.
 *
 * Refunds are `processed` at once, and a charge refunded in full reads `reversed` afterwards,
 * as on Paystack. Transfers succeed at once. There are no webhooks: a transfer into a dedicated
 * account (`receiveTransfer`, the dev tools' "send a transfer") returns the event Paystack would
 * have sent, for the caller to apply as the webhook would.
 *
 * Monthly giving (`subscriptions`, decision 100) keeps Paystack's behaviour: plans, a paid charge
 * initialised with a plan subscribes the customer, disable/enable with the e-mail token, a plan's
 * new amount for its subscription, a card-update page of the sandbox's own (the manage link), and
 * a monthly charge made when the dev tools ask (`chargeNext`, there being no scheduler). What
 * Paystack would send as webhooks about them (the charge, the subscription created, the invoice
 * paid or failed) is written to sandbox_events as our own events, and handed to the webhook's
 * handler by `deliverEvents` (the dev routes call it), each once, oldest first.
 */
export type SandboxPayResult = { status: 'success' | 'failed' | 'otp_required'; message: string };

const REFERENCE = /^[A-Za-z0-9.=-]+$/;
const rejected = (message: string, httpStatus = 400) => new ProviderError(message, 'rejected', false, httpStatus);
const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const isAmount = (n: number) => Number.isSafeInteger(n) && n > 0;

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publicKey = 'sandbox';
  /** Monthly giving as Paystack's plans and subscriptions (decision 100); the charges come from `chargeNext`. */
  readonly subscriptions: SubscriptionApi;
  /** Never sent: the sandbox has no webhooks (every body is refused, see verifyWebhook). */
  readonly signatureHeader = 'x-sandbox-signature';
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
    this.subscriptions = {
      createPlan: (input) => this.#createPlan(input),
      changePlanAmount: (planCode, amountKobo) => this.#changePlanAmount(planCode, amountKobo),
      disable: (subscriptionCode, emailToken) => this.#toggle(subscriptionCode, emailToken, false),
      enable: (subscriptionCode, emailToken) => this.#toggle(subscriptionCode, emailToken, true),
      manageLink: (subscriptionCode) => this.#manageLink(subscriptionCode),
    };
  }

  initialize(input: Parameters<PaymentProvider['initialize']>[0]) {
    return guard(async () => {
      if (!REFERENCE.test(input.reference)) throw rejected('Invalid transaction reference');
      if (!isAmount(input.amountKobo)) throw rejected('Invalid Amount Sent');
      if (!input.email.includes('@')) throw rejected('Invalid Email Address Passed');
      // With a plan, the plan's amount is charged ("this would invalidate the value provided in amount").
      let amountKobo = input.amountKobo;
      if (input.plan) {
        const [plan] = await this.#db.select().from(sandboxPlans).where(eq(sandboxPlans.planCode, input.plan));
        if (!plan) throw rejected('Plan not found');
        amountKobo = plan.amountKobo;
      }
      const inserted = await this.#db
        .insert(sandboxCharges)
        .values({
          reference: input.reference,
          email: input.email,
          amountKobo,
          currency: input.currency,
          metadata: input.metadata ?? null,
          planCode: input.plan ?? null,
        })
        .onConflictDoNothing({ target: sandboxCharges.reference })
        .returning({ id: sandboxCharges.id });
      if (!inserted.length) {
        // Same answer as the Paystack adapter: a repeat of our own initialize is not an error.
        const [c] = await this.#db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, input.reference));
        if (
          !c ||
          c.amountKobo !== amountKobo ||
          c.currency !== input.currency ||
          c.email !== input.email ||
          c.planCode !== (input.plan ?? null)
        )
          throw rejected('Duplicate Transaction Reference');
      }
      return { reference: input.reference, accessCode: null, authorizationUrl: null };
    });
  }

  /**
   * The donor pays a pending charge with a test card (POST /api/v1/dev/sandbox/pay). A charge on a
   * plan takes a card only, and once paid subscribes the customer: the subscription and the events
   * Paystack would send (charge.success with the plan, subscription.create) in the same transaction.
   */
  pay(reference: string, card: string, otp?: string): Promise<SandboxPayResult> {
    return guard(async () => {
      const charge = await this.#charge(reference);
      if (charge.status !== 'pending') throw rejected(`Transaction is already ${charge.status}`, 409);
      const o = cardOutcome(card, otp);
      if (o.kind === 'invalid') throw rejected(o.message);
      if (charge.planCode && (o.kind === 'otp_required' ? false : o.channel !== 'card'))
        throw rejected('A monthly plan is paid by card only');
      if (o.kind === 'otp_required') return { status: 'otp_required', message: o.message };
      await this.#db.transaction(async (tx) => {
        const [row] = await tx
          .update(sandboxCharges)
          .set({
            status: o.kind,
            channel: o.channel,
            cardLast4: o.last4,
            gatewayResponse: o.message,
            paidAt: o.kind === 'success' ? sql`now()` : null,
            updatedAt: sql`now()`,
          })
          // Only a pending charge can be paid: of two payments racing, one wins.
          .where(and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.status, 'pending')))
          .returning();
        if (!row) throw rejected('Transaction is already completed', 409);
        if (o.kind === 'success' && row.planCode) await this.#subscribe(tx, row, card.replace(/[\s-]/g, ''));
      });
      return { status: o.kind, message: o.message };
    });
  }

  verify(reference: string): Promise<VerifiedCharge> {
    return guard(async () => toVerified(await this.#charge(reference)));
  }

  refund(input: { reference: string; amountKobo: number; note?: string }) {
    return guard(() =>
      this.#db.transaction(async (tx) => {
        if (!isAmount(input.amountKobo)) throw rejected('Invalid refund amount');
        const c = sandboxCharges;
        const [charge] = await tx
          .update(c)
          .set({
            refundedKobo: sql`${c.refundedKobo} + ${input.amountKobo}`,
            status: sql`case when ${c.refundedKobo} + ${input.amountKobo} = ${c.amountKobo} then 'reversed' else ${c.status} end`,
            updatedAt: sql`now()`,
          })
          .where(
            and(eq(c.reference, input.reference), eq(c.status, 'success'), sql`${c.refundedKobo} + ${input.amountKobo} <= ${c.amountKobo}`),
          )
          .returning({ id: c.id });
        if (!charge) {
          const found = await this.#charge(input.reference);
          if (found.status === 'reversed') throw rejected('Transaction has been fully reversed');
          if (found.status !== 'success') throw rejected('Cannot refund a transaction that was not successful');
          throw rejected('Refund amount cannot be more than the unrefunded balance');
        }
        const [r] = await tx
          .insert(sandboxRefunds)
          .values({ chargeId: charge.id, amountKobo: input.amountKobo, status: 'processed', note: input.note ?? null })
          .returning({ id: sandboxRefunds.id });
        return { status: 'processed' as const, providerRefundId: `sbx_rfd_${r.id}` };
      }),
    );
  }

  async listBanks() {
    return NIGERIAN_BANKS.map((b) => ({ ...b }));
  }

  async resolveAccount(accountNumber: string, bankCode: string) {
    checkAccount(accountNumber, bankCode);
    return { accountName: `DEMO ACCOUNT ${accountNumber.slice(-4)}` };
  }

  createRecipient(input: { name: string; accountNumber: string; bankCode: string }) {
    return guard(async () => {
      checkAccount(input.accountNumber, input.bankCode);
      // One recipient per account, as on Paystack: creating it again returns the same code.
      const [r] = await this.#db
        .insert(sandboxRecipients)
        .values({ recipientCode: code('RCP'), name: input.name, accountNumber: input.accountNumber, bankCode: input.bankCode })
        .onConflictDoUpdate({ target: [sandboxRecipients.bankCode, sandboxRecipients.accountNumber], set: { name: input.name } })
        .returning({ recipientCode: sandboxRecipients.recipientCode });
      return { recipientCode: r.recipientCode };
    });
  }

  transfer(input: { amountKobo: number; recipientCode: string; reference: string; reason: string }) {
    return guard(async () => {
      if (!isAmount(input.amountKobo)) throw rejected('Invalid amount');
      if (!REFERENCE.test(input.reference)) throw rejected('Invalid transfer reference');
      const [recipient] = await this.#db.select().from(sandboxRecipients).where(eq(sandboxRecipients.recipientCode, input.recipientCode));
      if (!recipient) throw rejected('Recipient specified is invalid');
      await this.#db
        .insert(sandboxTransfers)
        .values({
          reference: input.reference,
          transferCode: code('TRF'),
          recipientCode: input.recipientCode,
          amountKobo: input.amountKobo,
          reason: input.reason,
          status: 'success',
        })
        .onConflictDoNothing({ target: sandboxTransfers.reference });
      // The reference is the idempotency key: a repeat returns the first transfer.
      const t = await this.#transfer(input.reference);
      if (t.amountKobo !== input.amountKobo || t.recipientCode !== input.recipientCode) throw rejected('Transfer reference already exists');
      return { transferCode: t.transferCode, status: t.status };
    });
  }

  verifyTransfer(reference: string) {
    return guard(async () => {
      const t = await this.#transfer(reference);
      return { status: t.status, transferCode: t.transferCode, amountKobo: t.amountKobo };
    });
  }

  async dedicatedAccountBanks() {
    return [{ slug: 'sandbox-bank', bankName: 'Sandbox Bank' }];
  }

  createCustomer(input: { email: string; firstName: string; lastName: string; phone: string }) {
    return guard(async () => {
      if (!input.email.includes('@')) throw rejected('Invalid Email Address Passed');
      // One customer per address, as on Paystack: creating it again returns the same code.
      const [c] = await this.#db
        .insert(sandboxCustomers)
        .values({ customerCode: code('CUS'), email: input.email, firstName: input.firstName, lastName: input.lastName, phone: input.phone })
        .onConflictDoUpdate({ target: sandboxCustomers.email, set: { firstName: input.firstName, lastName: input.lastName } })
        .returning({ customerCode: sandboxCustomers.customerCode });
      return { customerCode: c!.customerCode };
    });
  }

  createDedicatedAccount(input: { customerCode: string; preferredBank: string }): Promise<DedicatedAccount> {
    return guard(async () => {
      if (input.preferredBank !== 'sandbox-bank') throw rejected('Preferred bank is not available');
      const [c] = await this.#db.select().from(sandboxCustomers).where(eq(sandboxCustomers.customerCode, input.customerCode));
      if (!c) throw rejected('Customer not found', 404);
      let number = c.accountNumber;
      if (!number) {
        number = `99${randomInt(0, 1e8).toString().padStart(8, '0')}`;
        await this.#db.update(sandboxCustomers).set({ accountNumber: number }).where(eq(sandboxCustomers.id, c.id));
      }
      await this.#db.update(sandboxCustomers).set({ accountActive: true }).where(eq(sandboxCustomers.id, c.id));
      return {
        providerAccountId: `sbx_dva_${c.id}`,
        accountNumber: number,
        accountName: `IRETI / ${c.firstName} ${c.lastName}`.toUpperCase(),
        bankName: 'Sandbox Bank',
        bankSlug: 'sandbox-bank',
        active: true,
      };
    });
  }

  deactivateDedicatedAccount(providerAccountId: string) {
    return guard(async () => {
      const id = Number(providerAccountId.replace(/^sbx_dva_/, ''));
      if (!Number.isSafeInteger(id)) throw rejected('Dedicated account not found', 404);
      await this.#db.update(sandboxCustomers).set({ accountActive: false }).where(eq(sandboxCustomers.id, id));
    });
  }

  /** Nothing is ever missed: the sandbox hands every transfer over as it arrives. */
  async requeryDedicatedAccount() {}

  /**
   * Someone transfers money into a sandbox dedicated account (POST /api/v1/dev/sandbox/transfer):
   * a successful charge of channel dedicated_nuban under a reference of the sandbox's own, and the
   * event Paystack would send about it. An account that is not active refuses the transfer, as a
   * bank would.
   */
  receiveTransfer(input: { accountNumber: string; amountKobo: number; senderName: string; narration?: string }): Promise<PaymentEvent> {
    return guard(async () => {
      if (!isAmount(input.amountKobo)) throw rejected('Invalid amount');
      const [c] = await this.#db.select().from(sandboxCustomers).where(eq(sandboxCustomers.accountNumber, input.accountNumber));
      if (!c || !c.accountActive) throw rejected('This account number does not take transfers', 404);
      const reference = `SBXTRF${randomBytes(8).toString('hex').toUpperCase()}`;
      const metadata = { receiver_account_number: input.accountNumber, sender_name: input.senderName, narration: input.narration ?? null };
      const [row] = await this.#db
        .insert(sandboxCharges)
        .values({
          reference,
          email: c.email,
          amountKobo: input.amountKobo,
          currency: 'NGN',
          status: 'success',
          channel: 'dedicated_nuban',
          gatewayResponse: 'Approved',
          metadata,
          paidAt: sql`now()`,
        })
        .returning();
      return {
        type: 'transfer_received',
        charge: {
          status: 'success',
          reference,
          amountKobo: input.amountKobo,
          currency: 'NGN',
          paidAt: row!.paidAt,
          channel: 'dedicated_nuban',
          providerTxnId: `sbx_txn_${row!.id}`,
          gatewayResponse: 'Approved',
          metadata,
        },
        customerCode: c.customerCode,
        accountNumber: input.accountNumber,
        senderName: input.senderName,
        senderBank: 'Sandbox Bank',
        narration: input.narration ?? null,
      };
    });
  }

  // ——— Monthly giving: plans and subscriptions (decision 100) ———

  #createPlan(input: { name: string; amountKobo: number }) {
    return guard(async () => {
      if (input.name.trim() === '') throw rejected('Name is required');
      if (!isAmount(input.amountKobo) || input.amountKobo < PLAN_MIN_KOBO) throw rejected('Invalid Amount Sent');
      const [p] = await this.#db
        .insert(sandboxPlans)
        .values({ planCode: code('PLN'), name: input.name.slice(0, 100), amountKobo: input.amountKobo, interval: 'monthly' })
        .returning({ planCode: sandboxPlans.planCode });
      return { planCode: p!.planCode };
    });
  }

  /** The plan's new amount, for its subscription too (`update_existing_subscriptions`): the next charge takes it. */
  #changePlanAmount(planCode: string, amountKobo: number) {
    return guard(async () => {
      if (!isAmount(amountKobo) || amountKobo < PLAN_MIN_KOBO) throw rejected('Invalid Amount Sent');
      const changed = await this.#db
        .update(sandboxPlans)
        .set({ amountKobo, updatedAt: sql`now()` })
        .where(eq(sandboxPlans.planCode, planCode))
        .returning({ id: sandboxPlans.id });
      if (!changed.length) throw rejected('Plan not found', 404);
    });
  }

  /** disable / enable with the subscription's e-mail token, answered as Paystack answers. */
  #toggle(subscriptionCode: string, emailToken: string, enable: boolean) {
    return guard(async () => {
      const s = sandboxSubscriptions;
      const [sub] = await this.#db.select().from(s).where(eq(s.subscriptionCode, subscriptionCode));
      if (!sub || sub.emailToken !== emailToken || (!enable && sub.status === 'cancelled'))
        throw rejected('Subscription with code not found or already inactive', 404);
      if (enable && sub.status !== 'cancelled') throw rejected('Subscription is already active');
      // Enabled again after its day went by: the next charge is on the next billing day from now.
      const next = enable && sub.nextPaymentAt.getTime() <= Date.now() ? nextBillingDate(new Date(), sub.dayOfMonth) : sub.nextPaymentAt;
      await this.#db
        .update(s)
        .set({ status: enable ? 'active' : 'cancelled', nextPaymentAt: next, updatedAt: sql`now()` })
        .where(eq(s.id, sub.id));
    });
  }

  /** The sandbox's own card-update page for the subscription (a path of the web app), valid for an hour. */
  #manageLink(subscriptionCode: string) {
    return guard(async () => {
      const token = randomBytes(16).toString('hex');
      const [sub] = await this.#db
        .update(sandboxSubscriptions)
        .set({ linkToken: token, linkExpiresAt: sql`now() + interval '1 hour'` })
        .where(eq(sandboxSubscriptions.subscriptionCode, subscriptionCode))
        .returning({ id: sandboxSubscriptions.id });
      if (!sub) throw rejected('Subscription not found', 404);
      return `/dev/sandbox/subscription/${encodeURIComponent(subscriptionCode)}?token=${token}`;
    });
  }

  /** The manage page's view of a subscription, for the holder of its current link. */
  managedSubscription(subscriptionCode: string, token: string): Promise<SandboxManagedSubscription> {
    return guard(async () => {
      const sub = await this.#linked(this.#db, subscriptionCode, token);
      const [plan] = await this.#db.select().from(sandboxPlans).where(eq(sandboxPlans.planCode, sub.planCode));
      return {
        subscriptionCode: sub.subscriptionCode,
        email: sub.email,
        planName: plan!.name,
        amountKobo: plan!.amountKobo,
        status: sub.status,
        cardLast4: sub.cardLast4,
        nextPaymentAt: sub.status === 'cancelled' ? null : sub.nextPaymentAt,
      };
    });
  }

  /** A new card for the subscription's charges, from the manage page: only a card that would pay. */
  updateCard(subscriptionCode: string, token: string, card: string, otp?: string): Promise<SandboxPayResult> {
    return guard(async () => {
      const sub = await this.#linked(this.#db, subscriptionCode, token);
      const o = cardOutcome(card, otp);
      if (o.kind === 'invalid') throw rejected(o.message);
      if (o.kind === 'otp_required') return { status: 'otp_required', message: o.message };
      if (o.channel !== 'card') throw rejected('A monthly plan is paid by card only');
      if (o.kind === 'failed') return { status: 'failed', message: o.message };
      await this.#db
        .update(sandboxSubscriptions)
        .set({ cardNumber: card.replace(/[\s-]/g, ''), cardLast4: o.last4!, updatedAt: sql`now()` })
        .where(eq(sandboxSubscriptions.id, sub.id));
      return { status: 'success', message: 'Card updated' };
    });
  }

  /**
   * The provider's monthly run for one subscription, now (POST /api/v1/dev/sandbox/subscriptions/…/charge):
   * the plan's amount from the subscription's card under a reference of the sandbox's own. Paid, it
   * sends charge.success with the plan and invoice.update (the next date); declined, the subscription
   * needs attention and it sends invoice.payment_failed. A subscription that is not active is not charged.
   */
  chargeNext(subscriptionCode: string): Promise<{ reference: string; status: 'success' | 'failed'; invoiceCode: string }> {
    return guard(() =>
      this.#db.transaction(async (tx) => {
        const s = sandboxSubscriptions;
        const [sub] = await tx.select().from(s).where(eq(s.subscriptionCode, subscriptionCode)).for('update');
        if (!sub) throw rejected('Subscription not found', 404);
        if (sub.status === 'cancelled') throw rejected('This subscription is not active: nothing is charged', 409);
        const [plan] = await tx.select().from(sandboxPlans).where(eq(sandboxPlans.planCode, sub.planCode));
        // The card's authorisation is reused: no OTP is asked on a recurring charge.
        const o = cardOutcome(sub.cardNumber, SANDBOX_OTP);
        const paid = o.kind === 'success';
        const [charge] = await tx
          .insert(sandboxCharges)
          .values({
            reference: `SBXSUB${randomBytes(8).toString('hex').toUpperCase()}`,
            email: sub.email,
            amountKobo: plan!.amountKobo,
            currency: 'NGN',
            status: paid ? 'success' : 'failed',
            channel: 'card',
            cardLast4: sub.cardLast4,
            gatewayResponse: o.message,
            paidAt: paid ? sql`now()` : null,
            planCode: sub.planCode,
          })
          .returning();
        const invoices = sub.invoices + 1;
        const invoiceCode = `INV_${sub.subscriptionCode.slice(4)}_${invoices}`;
        const next = paid ? nextBillingDate(sub.nextPaymentAt, sub.dayOfMonth) : sub.nextPaymentAt;
        await tx
          .update(s)
          .set({ status: paid ? 'active' : 'attention', invoices, nextPaymentAt: next, updatedAt: sql`now()` })
          .where(eq(s.id, sub.id));
        if (paid) {
          await recordEvent(tx, { type: 'subscription_charge', planCode: sub.planCode, charge: toVerified(charge!) });
          await recordEvent(tx, { type: 'subscription_updated', subscriptionCode: sub.subscriptionCode, nextPaymentAt: next });
        } else
          await recordEvent(tx, {
            type: 'subscription_payment_failed',
            subscriptionCode: sub.subscriptionCode,
            invoiceCode,
            amountKobo: plan!.amountKobo,
            reason: o.message,
          });
        return { reference: charge!.reference, status: paid ? ('success' as const) : ('failed' as const), invoiceCode };
      }),
    );
  }

  /**
   * The sandbox's webhooks: each event not yet delivered goes to `handle` (the webhook's handler),
   * oldest first, and is marked delivered in the same transaction, so a delivery that fails is
   * delivered again next time and two deliverers never hand over the same event. The raw body
   * (what a replay would repeat) is the event's row as JSON.
   */
  deliverEvents(handle: (event: PaymentEvent, rawBody: Buffer) => Promise<unknown>): Promise<number> {
    return guard(async () => {
      let delivered = 0;
      let after = 0;
      let failed: unknown = null;
      for (;;) {
        const before = after;
        try {
          const done = await this.#db.transaction(async (tx) => {
            const e = sandboxEvents;
            const [row] = await tx
              .select()
              .from(e)
              .where(and(isNull(e.deliveredAt), gt(e.id, after)))
              .orderBy(asc(e.id))
              .limit(1)
              .for('update', { skipLocked: true });
            if (!row) return false;
            after = row.id;
            await handle(reviveEvent(row.body), Buffer.from(JSON.stringify({ sandbox_event: row.id, event: row.body })));
            await tx
              .update(e)
              .set({ deliveredAt: sql`now()` })
              .where(eq(e.id, row.id));
            return true;
          });
          if (!done) break;
          delivered++;
        } catch (err) {
          // Nothing taken (the database): stop. A handler that failed: that event stays undelivered
          // (delivered again next time) and holds up none after it.
          if (after === before) throw err;
          failed ??= err;
        }
      }
      if (failed) throw failed;
      return delivered;
    });
  }

  /** The charge paid on a plan subscribes its customer (once per plan), with Paystack's two events. */
  async #subscribe(tx: Tx, charge: typeof sandboxCharges.$inferSelect, card: string) {
    const now = new Date();
    const day = billingDayOf(now);
    const next = nextBillingDate(now, day);
    const [sub] = await tx
      .insert(sandboxSubscriptions)
      .values({
        subscriptionCode: code('SUB'),
        emailToken: randomBytes(8).toString('hex'),
        planCode: charge.planCode!,
        email: charge.email,
        status: 'active',
        cardNumber: card,
        cardLast4: charge.cardLast4 ?? card.slice(-4),
        dayOfMonth: day,
        nextPaymentAt: next,
      })
      .onConflictDoNothing({ target: sandboxSubscriptions.planCode })
      .returning();
    await recordEvent(tx, { type: 'subscription_charge', planCode: charge.planCode!, charge: toVerified(charge) });
    if (sub)
      await recordEvent(tx, {
        type: 'subscription_created',
        planCode: sub.planCode,
        subscriptionCode: sub.subscriptionCode,
        emailToken: sub.emailToken,
        nextPaymentAt: sub.nextPaymentAt,
      });
  }

  async #linked(db: Db | Tx, subscriptionCode: string, token: string) {
    const [sub] = await db.select().from(sandboxSubscriptions).where(eq(sandboxSubscriptions.subscriptionCode, subscriptionCode));
    if (!sub) throw rejected('Subscription not found', 404);
    if (!sub.linkToken || sub.linkToken !== token || !sub.linkExpiresAt || sub.linkExpiresAt.getTime() < Date.now())
      throw rejected('This link has expired. Open it again from your monthly donations.', 403);
    return sub;
  }

  verifyWebhook(): boolean {
    return false;
  }

  parseWebhook(): null {
    return null;
  }

  async #charge(reference: string) {
    const [c] = await this.#db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
    if (!c) throw rejected('Transaction reference not found', 404);
    return c;
  }

  async #transfer(reference: string) {
    const [t] = await this.#db.select().from(sandboxTransfers).where(eq(sandboxTransfers.reference, reference));
    if (!t) throw rejected('Transfer not found', 404);
    return t;
  }
}

/** What the sandbox's card-update page shows of a subscription. */
export type SandboxManagedSubscription = {
  subscriptionCode: string;
  email: string;
  planName: string;
  amountKobo: number;
  status: 'active' | 'attention' | 'cancelled';
  cardLast4: string;
  nextPaymentAt: Date | null;
};

/** Paystack's least plan amount (₦100). */
const PLAN_MIN_KOBO = 10_000;

function toVerified(c: typeof sandboxCharges.$inferSelect): VerifiedCharge {
  return {
    status: c.status,
    reference: c.reference,
    amountKobo: c.amountKobo,
    currency: c.currency,
    paidAt: c.paidAt,
    channel: c.channel,
    providerTxnId: `sbx_txn_${c.id}`,
    gatewayResponse: c.gatewayResponse,
    metadata: c.metadata,
  };
}

/**
 * 08:00 in Lagos (UTC+1, no summer time) on `day` of the month after `from`'s (Paystack's monthly
 * cron): the same calendar day in Lagos and in UTC, however a page formats it.
 */
export function nextBillingDate(from: Date, day: number): Date {
  const lagos = new Date(from.getTime() + 3_600_000);
  return new Date(Date.UTC(lagos.getUTCFullYear(), lagos.getUTCMonth() + 1, day, 7));
}

/** An event the sandbox would have sent, kept for `deliverEvents` (in the caller's transaction). */
async function recordEvent(tx: Tx, event: PaymentEvent) {
  await tx.insert(sandboxEvents).values({ body: event as unknown as Record<string, unknown> });
}

/** A stored event as it was recorded: its dates back as dates. */
function reviveEvent(body: Record<string, unknown>): PaymentEvent {
  const e = structuredClone(body) as Record<string, unknown>;
  const date = (v: unknown) => (typeof v === 'string' ? new Date(v) : null);
  if ('nextPaymentAt' in e) e.nextPaymentAt = date(e.nextPaymentAt);
  const charge = e.charge as Record<string, unknown> | undefined;
  if (charge) charge.paidAt = date(charge.paidAt);
  return e as unknown as PaymentEvent;
}

/** The sandbox behind a provider, for the dev pay endpoint; null when payments are real. */
export function sandboxOf(provider: PaymentProvider): SandboxProvider | null {
  return provider instanceof SandboxProvider ? provider : null;
}

/** No bank holds an account whose number begins 999 (the sandbox's and the fake Paystack's unknown account). */
export const UNKNOWN_ACCOUNT = /^999/;

function checkAccount(accountNumber: string, bankCode: string) {
  if (!/^\d{10}$/.test(accountNumber) || UNKNOWN_ACCOUNT.test(accountNumber) || !NIGERIAN_BANKS.some((b) => b.code === bankCode))
    throw rejected('Could not resolve account name. Check parameters or try again.', 422);
}

/** Keeps the interface's promise: a database failure reads as a retryable provider error. */
async function guard<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof ProviderError) throw err;
    throw new ProviderError(`sandbox: ${(err as Error).message}`, 'http', true, undefined, { cause: err });
  }
}
