import type { Language } from '@ireti/shared/i18n';
import { and, eq, isNotNull } from 'drizzle-orm';
import { bigint, bigserial, boolean, integer, jsonb, pgTable, pgView, smallint, text } from 'drizzle-orm/pg-core';
import { big, bytea, created, id, ts } from '../../db/columns.ts';

/** Drizzle mirror of migrations/0003_accounts.sql (the SQL file is the source of truth). */

export type AccountTokenPurpose = 'verify_email' | 'reset_password' | 'change_email' | 'social_login';

export const accountTokens = pgTable('account_tokens', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  purpose: text('purpose').$type<AccountTokenPurpose>().notNull(),
  tokenHash: bytea('token_hash').notNull(),
  newEmail: text('new_email'),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const phoneCodes = pgTable('phone_codes', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  userId: bigint('user_id', { mode: 'number' }).notNull(),
  phone: text('phone').notNull(),
  codeHash: bytea('code_hash').notNull(),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const socialSignups = pgTable('social_signups', {
  id: text('id').primaryKey(),
  provider: text('provider').$type<'facebook'>().notNull().default('facebook'),
  providerUserId: text('provider_user_id').notNull(),
  email: text('email'),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  name: text('name').notNull().default(''),
  kind: text('kind').$type<'individual' | 'organization'>().notNull(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
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
  /** The chosen language (0028_account_language.sql), or null: not chosen. */
  language: text('language').$type<Language>(),
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
  /** When this session was proven by a second factor (migrations/0045): null for a password-only session. */
  secondFactorAt: ts('second_factor_at'),
});

/** Second factors, recovery codes, the step between password and session, the access log (migrations/0045). */
export type SecondFactorKind = 'totp' | 'passkey';
export const secondFactors = pgTable('second_factors', {
  id: id(),
  userId: big('user_id').notNull(),
  kind: text('kind').$type<SecondFactorKind>().notNull(),
  label: text('label').notNull().default(''),
  totpSecret: text('totp_secret'),
  totpLastStep: big('totp_last_step'),
  credentialId: text('credential_id'),
  publicKey: bytea('public_key'),
  counter: big('counter').notNull().default(0),
  transports: text('transports').array().notNull().default([]),
  confirmedAt: ts('confirmed_at'),
  createdAt: created(),
  lastUsedAt: ts('last_used_at'),
});
export type SecondFactorRow = typeof secondFactors.$inferSelect;

export const recoveryCodes = pgTable('recovery_codes', {
  id: id(),
  userId: big('user_id').notNull(),
  codeHash: bytea('code_hash').notNull(),
  usedAt: ts('used_at'),
  createdAt: created(),
});

export const secondFactorChallenges = pgTable('second_factor_challenges', {
  id: id(),
  userId: big('user_id').notNull(),
  purpose: text('purpose').$type<'login' | 'passkey_register'>().notNull(),
  ticketHash: bytea('ticket_hash'),
  challenge: text('challenge'),
  remember: boolean('remember').notNull().default(false),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: created(),
});

export type PrivateViewKind = 'id_document' | 'proof_of_address' | 'identity_details' | 'identity_file' | 'delivery_details' | 'contact';
export const privateViews = pgTable('private_views', {
  id: id(),
  ownerId: big('owner_id').notNull(),
  viewerId: big('viewer_id').notNull(),
  viewerRole: text('viewer_role').$type<'admin' | 'volunteer' | 'other'>().notNull(),
  what: text('what').$type<PrivateViewKind>().notNull(),
  subject: text('subject'),
  reason: text('reason').notNull(),
  createdAt: created(),
});

/**
 * Published read models (migrations/0200_person_read_models.sql, docs/decisions/110-person-read-models.md):
 * other modules read accounts only through these, each the narrowest its reader needs. They replaced
 * `people`, a mirror of users (0202).
 */
/** What a page shows of someone: the name, the picture, a person or an organisation (and its name), where they are. */
export const personCards = pgView('person_cards').as((qb) =>
  qb
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      imageKey: users.imageKey,
      isOrganization: users.isOrganization,
      organizationName: users.organizationName,
      stateId: users.stateId,
      lgaId: users.lgaId,
    })
    .from(users),
);

/** How to reach someone: the address, the language of their e-mails and SMS, the numbers (the mobile's confirmation). */
export const personContacts = pgView('person_contacts').as((qb) =>
  qb
    .select({
      id: users.id,
      email: users.email,
      language: users.language,
      mobile: users.mobile,
      mobileVerifiedAt: users.mobileVerifiedAt,
      secondaryMobile: users.secondaryMobile,
      organizationMobile: users.organizationMobile,
    })
    .from(users),
);

/**
 * The roles and checks others decide by: administrator, volunteer (status, grade, the state they
 * vet), identity (status, a rejection's note), and when the account last changed (the identity
 * queue's order).
 */
export const personRoles = pgView('person_roles').as((qb) =>
  qb
    .select({
      id: users.id,
      role: users.role,
      volunteerStatus: users.volunteerStatus,
      volunteerGrade: users.volunteerGrade,
      volunteerStateId: users.volunteerStateId,
      identityStatus: users.identityStatus,
      identityNote: users.identityNote,
      updatedAt: users.updatedAt,
    })
    .from(users),
);

/**
 * The verified organisations (spec §2, §7; decision 054): organisation accounts whose identity an
 * administrator approved, with a verified e-mail, and what their public page shows.
 */
export const verifiedOrganizations = pgView('verified_organizations').as((qb) =>
  qb
    .select({
      id: users.id,
      organizationName: users.organizationName,
      organizationType: users.organizationType,
      category: users.category,
      organizationAddress: users.organizationAddress,
      organizationMobile: users.organizationMobile,
      email: users.email,
      imageKey: users.imageKey,
      organizationFImg1: users.organizationFImg1,
      organizationFImg2: users.organizationFImg2,
      organizationFImg3: users.organizationFImg3,
      facebook: users.facebook,
      twitter: users.twitter,
      instagram: users.instagram,
      stateId: users.stateId,
    })
    .from(users)
    .where(and(eq(users.isOrganization, true), eq(users.identityStatus, 'approved'), isNotNull(users.emailVerifiedAt))),
);
