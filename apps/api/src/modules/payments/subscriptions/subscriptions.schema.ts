import type { Language } from '@ireti/shared/i18n';
import { boolean, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { big, created, id, ts } from '../../../db/columns.ts';

/** Monthly giving's tables: drizzle mirror of migrations/0070_subscriptions.sql (the SQL is the truth). */
export type SubscriptionStatus = 'pending' | 'active' | 'paused' | 'attention' | 'cancelled' | 'ended';

export const subscriptions = pgTable('subscriptions', {
  id: id(),
  publicId: text('public_id').notNull(),
  campaignId: big('campaign_id').notNull(),
  userId: big('user_id'),
  email: text('email').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  anonymous: boolean('anonymous').notNull().default(false),
  language: text('language').$type<Language>(),
  amountKobo: big('amount_kobo').notNull(),
  provider: text('provider').notNull(),
  planCode: text('plan_code').notNull(),
  subscriptionCode: text('subscription_code'),
  emailToken: text('email_token'),
  firstReference: text('first_reference').notNull(),
  status: text('status').$type<SubscriptionStatus>().notNull().default('pending'),
  endReason: text('end_reason'),
  providerStopDue: boolean('provider_stop_due').notNull().default(false),
  noticeDue: boolean('notice_due').notNull().default(false),
  dayOfMonth: smallint('day_of_month').notNull(),
  nextPaymentAt: ts('next_payment_at'),
  createdAt: created(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  endedAt: ts('ended_at'),
});
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const subscriptionFailures = pgTable('subscription_failures', {
  id: id(),
  subscriptionId: big('subscription_id').notNull(),
  invoiceCode: text('invoice_code').notNull(),
  amountKobo: big('amount_kobo'),
  reason: text('reason'),
  createdAt: created(),
});

export const subscriptionLinks = pgTable('subscription_links', {
  id: id(),
  tokenHash: text('token_hash').notNull(),
  email: text('email').notNull(),
  expiresAt: ts('expires_at').notNull(),
  createdAt: created(),
});

export const subscriptionWebhooks = pgTable('subscription_webhooks', {
  bodyHash: text('body_hash').primaryKey(),
  event: text('event').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});
