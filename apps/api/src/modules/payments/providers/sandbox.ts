import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { NIGERIAN_BANKS } from './nigerian-banks.ts';
import { ProviderError, type DedicatedAccount, type PaymentEvent, type PaymentProvider, type VerifiedCharge } from './provider.ts';
import { cardOutcome } from './sandbox-cards.ts';
import { sandboxCharges, sandboxCustomers, sandboxRecipients, sandboxRefunds, sandboxTransfers } from './sandbox.schema.ts';

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
 */
export type SandboxPayResult = { status: 'success' | 'failed' | 'otp_required'; message: string };

const REFERENCE = /^[A-Za-z0-9.=-]+$/;
const rejected = (message: string, httpStatus = 400) => new ProviderError(message, 'rejected', false, httpStatus);
const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
const isAmount = (n: number) => Number.isSafeInteger(n) && n > 0;

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox' as const;
  readonly publicKey = 'sandbox';
  /** No monthly giving: the sandbox has no scheduler to charge again (decision 092). */
  readonly subscriptions = null;
  /** Never sent: the sandbox has no webhooks (every body is refused, see verifyWebhook). */
  readonly signatureHeader = 'x-sandbox-signature';
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  initialize(input: Parameters<PaymentProvider['initialize']>[0]) {
    return guard(async () => {
      if (!REFERENCE.test(input.reference)) throw rejected('Invalid transaction reference');
      if (!isAmount(input.amountKobo)) throw rejected('Invalid Amount Sent');
      if (!input.email.includes('@')) throw rejected('Invalid Email Address Passed');
      const inserted = await this.#db
        .insert(sandboxCharges)
        .values({
          reference: input.reference,
          email: input.email,
          amountKobo: input.amountKobo,
          currency: input.currency,
          metadata: input.metadata ?? null,
        })
        .onConflictDoNothing({ target: sandboxCharges.reference })
        .returning({ id: sandboxCharges.id });
      if (!inserted.length) {
        // Same answer as the Paystack adapter: a repeat of our own initialize is not an error.
        const [c] = await this.#db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, input.reference));
        if (!c || c.amountKobo !== input.amountKobo || c.currency !== input.currency || c.email !== input.email)
          throw rejected('Duplicate Transaction Reference');
      }
      return { reference: input.reference, accessCode: null, authorizationUrl: null };
    });
  }

  /** The donor pays a pending charge with a test card (POST /api/v1/dev/sandbox/pay). */
  pay(reference: string, card: string, otp?: string): Promise<SandboxPayResult> {
    return guard(async () => {
      const charge = await this.#charge(reference);
      if (charge.status !== 'pending') throw rejected(`Transaction is already ${charge.status}`, 409);
      const o = cardOutcome(card, otp);
      if (o.kind === 'invalid') throw rejected(o.message);
      if (o.kind === 'otp_required') return { status: 'otp_required', message: o.message };
      const [row] = await this.#db
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
        .returning({ id: sandboxCharges.id });
      if (!row) throw rejected('Transaction is already completed', 409);
      return { status: o.kind, message: o.message };
    });
  }

  verify(reference: string): Promise<VerifiedCharge> {
    return guard(async () => {
      const c = await this.#charge(reference);
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
    });
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
