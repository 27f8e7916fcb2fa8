import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, customType, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle mirror of migrations/0001_core.sql. The SQL files are the source of truth. */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const id = () => bigserial('id', { mode: 'number' }).primaryKey();
const big = (name: string) => bigint(name, { mode: 'number' });
const created = () => ts('created_at').notNull().defaultNow();

export const states = pgTable('states', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  code: text('code').notNull(),
});

export const lgas = pgTable('lgas', {
  id: integer('id').primaryKey(),
  stateId: integer('state_id').notNull(),
  name: text('name').notNull(),
});

export interface UserRef {
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
}

export const users = pgTable('users', {
  id: id(),
  email: text('email').notNull(),
  passwordHash: text('password_hash'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  mobile: text('mobile'),
  mobileVerifiedAt: ts('mobile_verified_at'),
  imageKey: text('image_key'),
  gender: text('gender'),
  stateId: integer('state_id'),
  lgaId: integer('lga_id'),
  isOrganization: boolean('is_organization').notNull().default(false),
  role: text('role').$type<'user' | 'admin'>().notNull().default('user'),
  emailVerifiedAt: ts('email_verified_at'),
  identityStatus: text('identity_status').$type<'none' | 'submitted' | 'approved' | 'rejected'>().notNull().default('none'),
  identityNote: text('identity_note'),
  volunteerStatus: text('volunteer_status').$type<'none' | 'pending' | 'approved' | 'rejected'>().notNull().default('none'),
  volunteerGrade: smallint('volunteer_grade'),
  /** The state an administrator approved the volunteer to vet (0010_volunteer_state.sql). */
  volunteerStateId: integer('volunteer_state_id'),
  organizationName: text('organization_name'),
  organizationType: text('organization_type'),
  category: text('category'),
  organizationMobile: text('organization_mobile'),
  secondaryMobile: text('secondary_mobile'),
  organizationAddress: text('organization_address'),
  facebook: text('facebook'),
  twitter: text('twitter'),
  instagram: text('instagram'),
  organizationFImg1: text('organization_f_img_1'),
  organizationFImg2: text('organization_f_img_2'),
  organizationFImg3: text('organization_f_img_3'),
  relevantDoc: text('relevant_doc'),
  /** Added by the accounts migration 0003_accounts.sql. */
  idType: text('id_type'),
  userRef: jsonb('user_ref').$type<UserRef>(),
  facebookId: text('facebook_id'),
  createdAt: created(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable('sessions', {
  id: id(),
  userId: big('user_id').notNull(),
  tokenHash: bytea('token_hash').notNull(),
  createdAt: created(),
  lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
  revokedAt: ts('revoked_at'),
  userAgent: text('user_agent'),
  ip: text('ip'),
});

export const campaigns = pgTable('campaigns', {
  id: id(),
  publicId: text('public_id').notNull(),
  ownerId: big('owner_id').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  descriptionHtml: text('description_html').notNull().default(''),
  goalKobo: big('goal_kobo').notNull(),
  pledgedKobo: big('pledged_kobo').notNull().default(0),
  category: text('category').notNull(),
  affiliatedOrganization: text('affiliated_organization'),
  type: text('type').$type<'Reward based' | 'Non-reward based'>().notNull(),
  status: smallint('status').notNull().default(0),
  imageKey: text('image_key'),
  image1Key: text('image1_key'),
  image2Key: text('image2_key'),
  image3Key: text('image3_key'),
  message: text('message'),
  messageImage1Key: text('message_image1_key'),
  messageImage2Key: text('message_image2_key'),
  suspendedAt: ts('suspended_at'),
  goalReachedAt: ts('goal_reached_at'),
  verifiedAt: ts('verified_at'),
  donationsClosedAt: ts('donations_closed_at'),
  closedAt: ts('closed_at'),
  deletedAt: ts('deleted_at'),
  createdAt: created(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export type CampaignRow = typeof campaigns.$inferSelect;

export const campaignTransitions = pgTable('campaign_transitions', {
  id: id(),
  campaignId: big('campaign_id').notNull(),
  fromStatus: smallint('from_status'),
  toStatus: smallint('to_status').notNull(),
  actorId: big('actor_id'),
  reason: text('reason'),
  createdAt: created(),
});

export const rewards = pgTable('rewards', {
  id: id(),
  campaignId: big('campaign_id').notNull(),
  donationKobo: big('donation_kobo').notNull(),
  rewardType: text('reward_type').$type<'Material' | 'Non-material'>().notNull(),
  reward: text('reward').notNull(),
  createdAt: created(),
});

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
  // Added by migrations/0007_donations_ledger.sql (payments module).
  gatewayResponse: text('gateway_response'),
  nextCheckAt: ts('next_check_at'),
  checkCount: integer('check_count').notNull().default(0),
});
export type DonationRow = typeof donations.$inferSelect;

export const outbox = pgTable('outbox', {
  id: id(),
  channel: text('channel').$type<'email' | 'sms'>().notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject'),
  bodyText: text('body_text').notNull(),
  bodyHtml: text('body_html'),
  links: jsonb('links')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  sentAt: ts('sent_at'),
  createdAt: created(),
});

export const jobs = pgTable('jobs', {
  id: id(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  uniqueKey: text('unique_key'),
  runAt: ts('run_at').notNull().defaultNow(),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(20),
  lockedBy: text('locked_by'),
  lockedUntil: ts('locked_until'),
  doneAt: ts('done_at'),
  failedAt: ts('failed_at'),
  lastError: text('last_error'),
  createdAt: created(),
});

export const auditLog = pgTable('audit_log', {
  id: id(),
  actorId: big('actor_id'),
  action: text('action').notNull(),
  subjectType: text('subject_type').notNull(),
  subjectId: text('subject_id').notNull(),
  data: jsonb('data').$type<Record<string, unknown>>().notNull(),
  ip: text('ip'),
  createdAt: created(),
});

export const campaignAssignments = pgTable('campaign_assignments', {
  campaignId: big('campaign_id').notNull(),
  volunteerId: big('volunteer_id').notNull(),
  assignedAt: ts('assigned_at').notNull().defaultNow(),
  verifiedAt: ts('verified_at'),
  recommendedAt: ts('recommended_at'),
});
