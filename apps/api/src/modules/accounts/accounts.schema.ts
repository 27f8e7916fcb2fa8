import { bigint, bigserial, customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Drizzle mirror of migrations/0003_accounts.sql (the SQL file is the source of truth). */
const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

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
