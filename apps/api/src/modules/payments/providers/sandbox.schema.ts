import { bigint, bigserial, boolean, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import type { ChargeStatus, RefundStatus, TransferStatus } from './provider.ts';

/** Drizzle mirror of ../migrations/0006_sandbox.sql; the SQL file is the source of truth. */
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const big = (name: string) => bigint(name, { mode: 'number' });
const id = () => bigserial('id', { mode: 'number' }).primaryKey();

export const sandboxCharges = pgTable('sandbox_charges', {
  id: id(),
  reference: text('reference').notNull(),
  email: text('email').notNull(),
  amountKobo: big('amount_kobo').notNull(),
  currency: text('currency').notNull().default('NGN'),
  status: text('status').$type<ChargeStatus>().notNull().default('pending'),
  channel: text('channel'),
  cardLast4: text('card_last4'),
  gatewayResponse: text('gateway_response'),
  metadata: jsonb('metadata').$type<Record<string, unknown>>(),
  refundedKobo: big('refunded_kobo').notNull().default(0),
  paidAt: ts('paid_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** The plan the charge subscribes to (../migrations/0120_sandbox_subscriptions.sql). */
  planCode: text('plan_code'),
});

export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: id(),
  chargeId: big('charge_id').notNull(),
  amountKobo: big('amount_kobo').notNull(),
  status: text('status').$type<RefundStatus>().notNull(),
  note: text('note'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sandboxRecipients = pgTable('sandbox_recipients', {
  id: id(),
  recipientCode: text('recipient_code').notNull(),
  name: text('name').notNull(),
  accountNumber: text('account_number').notNull(),
  bankCode: text('bank_code').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const sandboxTransfers = pgTable('sandbox_transfers', {
  id: id(),
  reference: text('reference').notNull(),
  transferCode: text('transfer_code').notNull(),
  recipientCode: text('recipient_code').notNull(),
  amountKobo: big('amount_kobo').notNull(),
  reason: text('reason').notNull().default(''),
  status: text('status').$type<TransferStatus>().notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Customers and their dedicated accounts (../migrations/0080_dedicated_accounts.sql). */
export const sandboxCustomers = pgTable('sandbox_customers', {
  id: id(),
  customerCode: text('customer_code').notNull(),
  email: text('email').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone').notNull(),
  accountNumber: text('account_number'),
  accountActive: boolean('account_active').notNull().default(false),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Plans, subscriptions and the events the sandbox would have sent (../migrations/0120_sandbox_subscriptions.sql). */
export const sandboxPlans = pgTable('sandbox_plans', {
  id: id(),
  planCode: text('plan_code').notNull(),
  name: text('name').notNull(),
  amountKobo: big('amount_kobo').notNull(),
  interval: text('interval').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export type SandboxSubscriptionStatus = 'active' | 'attention' | 'cancelled';

export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: id(),
  subscriptionCode: text('subscription_code').notNull(),
  emailToken: text('email_token').notNull(),
  planCode: text('plan_code').notNull(),
  email: text('email').notNull(),
  status: text('status').$type<SandboxSubscriptionStatus>().notNull(),
  cardNumber: text('card_number').notNull(),
  cardLast4: text('card_last4').notNull(),
  dayOfMonth: smallint('day_of_month').notNull(),
  nextPaymentAt: ts('next_payment_at').notNull(),
  invoices: integer('invoices').notNull().default(0),
  linkToken: text('link_token'),
  linkExpiresAt: ts('link_expires_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const sandboxEvents = pgTable('sandbox_events', {
  id: id(),
  body: jsonb('body').$type<Record<string, unknown>>().notNull(),
  deliveredAt: ts('delivered_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});
