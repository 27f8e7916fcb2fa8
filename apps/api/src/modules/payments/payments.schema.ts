import type { Language } from '@ireti/shared/i18n';
import type { PayoutStatus, RefundStatus } from '@ireti/shared/donations/types';
import { boolean, integer, jsonb, pgTable, pgView, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { big, created, id, ts } from '../../db/columns.ts';

/**
 * Tables of the payments module: drizzle mirror of migrations/0007_donations_ledger.sql and 0012_payout_reversed.sql (the
 * SQL file is the source of truth, with the ledger's balance triggers). The sandbox provider's
 * own tables are in providers/sandbox.schema.ts.
 */

export * from './providers/sandbox.schema.ts';
export * from './subscriptions/subscriptions.schema.ts';

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: id(),
  code: text('code').notNull(),
  kind: text('kind').$type<'asset' | 'liability' | 'revenue'>().notNull(),
  campaignId: big('campaign_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type LedgerKind =
  'donation' | 'refund_due' | 'mismatch_receipt' | 'refund_sent' | 'claim' | 'claim_reversed' | 'payout_sent' | 'payout_reversed';
export const ledgerTransactions = pgTable('ledger_transactions', {
  id: id(),
  kind: text('kind').$type<LedgerKind>().notNull(),
  campaignId: big('campaign_id'),
  donationId: big('donation_id'),
  refundId: big('refund_id'),
  payoutId: big('payout_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: id(),
  transactionId: big('transaction_id').notNull(),
  accountId: big('account_id').notNull(),
  amountKobo: big('amount_kobo').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export type RefundReason = 'campaign_deleted' | 'closed_before_goal' | 'late_payment' | 'amount_mismatch' | 'transfer_refused';
export const refunds = pgTable('refunds', {
  id: id(),
  donationId: big('donation_id').notNull(),
  amountKobo: big('amount_kobo').notNull(),
  currency: text('currency').notNull().default('NGN'),
  reason: text('reason').$type<RefundReason>().notNull(),
  status: text('status').$type<RefundStatus>().notNull().default('pending'),
  providerRefundId: text('provider_refund_id'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  sentAt: ts('sent_at'),
  processedAt: ts('processed_at'),
});
export type RefundRow = typeof refunds.$inferSelect;

export const payoutAccounts = pgTable('payout_accounts', {
  userId: big('user_id').primaryKey(),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  recipientCode: text('recipient_code'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const payouts = pgTable('payouts', {
  id: id(),
  reference: text('reference').notNull(),
  campaignId: big('campaign_id').notNull(),
  ownerId: big('owner_id').notNull(),
  raisedKobo: big('raised_kobo').notNull(),
  commissionKobo: big('commission_kobo').notNull(),
  amountKobo: big('amount_kobo').notNull(),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  recipientCode: text('recipient_code'),
  status: text('status').$type<PayoutStatus>().notNull().default('pending'),
  transferCode: text('transfer_code'),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  paidAt: ts('paid_at'),
  failedAt: ts('failed_at'),
  /** A paid transfer the bank sent back (0012_payout_reversed.sql); the status then reads failed. */
  reversedAt: ts('reversed_at'),
  /** A stage of a keep-what-you-raise campaign's money (0052_staged_claims.sql); false: the all-or-nothing claim. */
  staged: boolean('staged').notNull().default(false),
  /** Paid to the campaign's beneficiary (0060): its name as claimed; null for the owner's own account. */
  beneficiaryName: text('beneficiary_name'),
});
export type PayoutRow = typeof payouts.$inferSelect;

export type DonationStatus = 'pending' | 'paid' | 'failed' | 'abandoned' | 'expired' | 'refund_pending' | 'refunded';

export const donations = pgTable('donations', {
  id: id(),
  reference: text('reference').notNull(),
  campaignId: big('campaign_id').notNull(),
  userId: big('user_id'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email').notNull(),
  mobile: text('mobile'),
  comment: text('comment'),
  anonymous: boolean('anonymous').notNull().default(false),
  amountKobo: big('amount_kobo').notNull(),
  currency: text('currency').notNull().default('NGN'),
  status: text('status').$type<DonationStatus>().notNull().default('pending'),
  provider: text('provider').notNull(),
  providerTxnId: text('provider_txn_id'),
  channel: text('channel'),
  paidAt: ts('paid_at'),
  createdAt: created(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // Added by modules/payments/migrations/0007_donations_ledger.sql.
  gatewayResponse: text('gateway_response'),
  nextCheckAt: ts('next_check_at'),
  checkCount: integer('check_count').notNull().default(0),
  /** The language the donor gave in (0029_donation_language.sql), for the e-mails of a guest's gift. */
  language: text('language').$type<Language>(),
  /** The goal the gift was capped against when started (0031_goal_in_flight.sql); null before it. */
  goalKobo: big('goal_kobo'),
  /** The supporter page the gift was given through (0090_supporter_pages.sql), set when it starts. */
  supporterPageId: big('supporter_page_id'),
  /** The monthly gift this charge belongs to (0070_subscriptions.sql); null for a one-off gift. */
  subscriptionId: big('subscription_id'),
});

export type DonationRow = typeof donations.$inferSelect;

/**
 * Published read model (0015, 0141): the paid donations other modules count and rank by, without the
 * donor's contact details or the provider's fields; the donor's name only when they did not give
 * anonymously; the comment as given (community's wall decides what shows, decision 104).
 */
export const paidDonations = pgView('paid_donations', {
  id: big('id').notNull(),
  campaignId: big('campaign_id').notNull(),
  userId: big('user_id'),
  anonymous: boolean('anonymous').notNull(),
  amountKobo: big('amount_kobo').notNull(),
  comment: text('comment'),
  paidAt: ts('paid_at'),
  createdAt: ts('created_at').notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  channel: text('channel'),
}).existing();

/**
 * Published read model for community (0141, decision 104): every donation with a comment, with what
 * moderating it, answering its donor and a person's archive need.
 */
export const donationComments = pgView('donation_comments', {
  donationId: big('donation_id').notNull(),
  campaignId: big('campaign_id').notNull(),
  userId: big('user_id'),
  status: text('status').$type<DonationStatus>().notNull(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email').notNull(),
  language: text('language').$type<Language>(),
  anonymous: boolean('anonymous').notNull(),
  comment: text('comment').notNull(),
  paidAt: ts('paid_at'),
  createdAt: ts('created_at').notNull(),
}).existing();

export type DonationRewardStatus = 'chosen' | 'to_send' | 'sent' | 'sold_out';
/** The reward chosen with a donation and its delivery (migrations/0020_donation_rewards.sql). */
export const donationRewards = pgTable('donation_rewards', {
  donationId: big('donation_id').primaryKey(),
  rewardId: big('reward_id').notNull(),
  reward: text('reward').notNull(),
  rewardType: text('reward_type').$type<'Material' | 'Non-material'>().notNull(),
  rewardKobo: big('reward_kobo').notNull(),
  deliveryName: text('delivery_name'),
  deliveryPhone: text('delivery_phone'),
  deliveryAddress: text('delivery_address'),
  status: text('status').$type<DonationRewardStatus>().notNull().default('chosen'),
  sentAt: ts('sent_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  /** When the donor was told it is on its way (0030): once, however often it is marked sent. */
  mailedAt: ts('mailed_at'),
});

/** Published read model (0020): the units of each reward that paid donations hold. */
export const rewardUnitsTaken = pgView('reward_units_taken', {
  rewardId: big('reward_id').notNull(),
  taken: integer('taken').notNull(),
}).existing();

/**
 * Published read model (0031_goal_in_flight.sql): per campaign, the money of gifts started and
 * not yet paid, failed or expired; a goal may not go below it plus what was paid (issue 23).
 */
export const giftsInFlight = pgView('gifts_in_flight', {
  campaignId: big('campaign_id').notNull(),
  pendingKobo: big('pending_kobo').notNull(),
}).existing();

/**
 * A campaign's running total (migrations/0032_campaign_totals.sql, issue 29): a narrow row indexed
 * by its key alone, so the confirmation's update is HOT. `open` is the confirmation's gate (the
 * campaign takes donations) and `goal_kobo` its goal, kept by a trigger on the campaign; `spread`:
 * a hot campaign's total is also on its slots (campaign_total_slots, 0110); `burst_at`/`burst_n`
 * count its gifts of the last second, which tell a hot campaign from a quiet one. `goal_reached_at`:
 * when the campaign reached its goal (0180, decision 108), set once (giving/totals.ts
 * `markGoalReached`), never by a gift's update of the total, and indexed nowhere.
 */
export const campaignTotals = pgTable('campaign_totals', {
  campaignId: big('campaign_id').primaryKey(),
  pledgedKobo: big('pledged_kobo').notNull().default(0),
  open: boolean('open').notNull().default(false),
  goalKobo: big('goal_kobo').notNull().default(0),
  spread: boolean('spread').notNull().default(false),
  burstAt: ts('burst_at'),
  burstN: integer('burst_n').notNull().default(0),
  goalReachedAt: ts('goal_reached_at'),
});

/**
 * A hot campaign's total spread over a few rows (0110, docs/decisions/097): each slot counts the
 * gifts that fit in its budget (a share of what the goal still needs), so gifts to one campaign
 * do not queue behind one row's lock. Summed with the head row by the read model campaign_money.
 */
export const campaignTotalSlots = pgTable(
  'campaign_total_slots',
  {
    campaignId: big('campaign_id').notNull(),
    slot: smallint('slot').notNull(),
    pledgedKobo: big('pledged_kobo').notNull().default(0),
    budgetKobo: big('budget_kobo').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.slot] })],
);

/** A supporter's own page for a campaign (migrations/0090_supporter_pages.sql, issue 27, decision 094). */
export const supporterPages = pgTable('supporter_pages', {
  id: id(),
  publicId: text('public_id').notNull(),
  campaignId: big('campaign_id').notNull(),
  userId: big('user_id').notNull(),
  words: text('words').notNull(),
  targetKobo: big('target_kobo').notNull(),
  hiddenAt: ts('hidden_at'),
  hiddenBy: big('hidden_by'),
  createdAt: created(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * Published read model: what a campaign has raised, head and slots, and when it reached its goal
 * (campaigns' pages, lists and facts read it).
 */
export const campaignMoney = pgView('campaign_money', {
  campaignId: big('campaign_id').notNull(),
  pledgedKobo: big('pledged_kobo').notNull(),
  /** The people who gave: each signed-in donor once, each gift without an account as one (0130). */
  donorsCount: integer('donors_count').notNull(),
  /** The paid gifts (0130). */
  donationsCount: integer('donations_count').notNull(),
  /** When the campaign reached its goal; null until then (0180, decision 108). */
  goalReachedAt: ts('goal_reached_at'),
}).existing();
export type DedicatedAccountStatus = 'requested' | 'active' | 'failed' | 'deactivating' | 'deactivated';
/** A campaign's permanent account number (migrations/0080_dedicated_accounts.sql, transfers/). */
export const dedicatedAccounts = pgTable('dedicated_accounts', {
  id: id(),
  campaignId: big('campaign_id').notNull(),
  status: text('status').$type<DedicatedAccountStatus>().notNull().default('requested'),
  customerCode: text('customer_code'),
  providerAccountId: text('provider_account_id'),
  accountNumber: text('account_number'),
  accountName: text('account_name'),
  bankName: text('bank_name'),
  bankSlug: text('bank_slug'),
  lastError: text('last_error'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  assignedAt: ts('assigned_at'),
  deactivatedAt: ts('deactivated_at'),
  requeriedAt: ts('requeried_at'),
});
export type DedicatedAccountRow = typeof dedicatedAccounts.$inferSelect;

/** "Send anonymously" marks for transfers (0080_dedicated_accounts.sql, transfers/anonymity.ts). */
export const transferAnonymity = pgTable('transfer_anonymity', {
  id: id(),
  campaignId: big('campaign_id').notNull(),
  code: text('code').notNull(),
  senderKey: text('sender_key'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  donationId: big('donation_id'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** The institution a campaign's payouts go to (0060, issue 25); one per campaign. */
export const campaignBeneficiaries = pgTable('campaign_beneficiaries', {
  campaignId: big('campaign_id').primaryKey(),
  name: text('name').notNull(),
  organizationId: big('organization_id'),
  bankCode: text('bank_code').notNull(),
  bankName: text('bank_name').notNull(),
  accountNumber: text('account_number').notNull(),
  accountName: text('account_name').notNull(),
  recipientCode: text('recipient_code'),
  setBy: big('set_by').notNull(),
  setAt: ts('set_at').notNull().defaultNow(),
  confirmedBy: big('confirmed_by'),
  confirmedAt: ts('confirmed_at'),
  confirmNote: text('confirm_note'),
});

export type SpendingReportStatus = 'submitted' | 'confirmed' | 'flagged';
/** What a payout bought (0060): lines, receipts, the volunteer's decision. */
export const spendingReports = pgTable('spending_reports', {
  id: id(),
  payoutId: big('payout_id').notNull(),
  campaignId: big('campaign_id').notNull(),
  authorId: big('author_id').notNull(),
  note: text('note').notNull(),
  items: jsonb('items').$type<{ what: string; amount_kobo: number }[]>().notNull(),
  totalKobo: big('total_kobo').notNull(),
  status: text('status').$type<SpendingReportStatus>().notNull().default('submitted'),
  decidedBy: big('decided_by'),
  decidedAt: ts('decided_at'),
  decisionNote: text('decision_note'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const spendingReceipts = pgTable('spending_receipts', {
  id: id(),
  reportId: big('report_id').notNull(),
  objectKey: text('object_key').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});
