import { integer, pgTable, pgView, text } from 'drizzle-orm/pg-core';
import { big, bytea, id, ts } from '../../db/columns.ts';

/** Drizzle mirror of migrations/0040_data_rights.sql (the SQL file is the source of truth). */

export type ExportStatus = 'queued' | 'ready' | 'downloaded' | 'expired';
export const dataExports = pgTable('data_exports', {
  id: id(),
  userId: big('user_id').notNull(),
  requestedBy: big('requested_by').notNull(),
  reason: text('reason'),
  status: text('status').$type<ExportStatus>().notNull().default('queued'),
  tokenHash: bytea('token_hash'),
  archive: bytea('archive'),
  sizeBytes: integer('size_bytes'),
  createdAt: ts('created_at').notNull().defaultNow(),
  readyAt: ts('ready_at'),
  expiresAt: ts('expires_at'),
  downloadedAt: ts('downloaded_at'),
});

export type ConsentPurpose = 'campaign_updates' | 'news';
export const consents = pgTable('consents', {
  id: id(),
  userId: big('user_id').notNull(),
  purpose: text('purpose').$type<ConsentPurpose>().notNull(),
  textShown: text('text_shown').notNull(),
  language: text('language').notNull(),
  givenAt: ts('given_at').notNull().defaultNow(),
  withdrawnAt: ts('withdrawn_at'),
});

/** Published read model (migrations/0100_mail_consents.sql): the consents in force, read by the notifications module's sending function. */
export const mailConsents = pgView('mail_consents', {
  userId: big('user_id').notNull(),
  purpose: text('purpose').$type<ConsentPurpose>().notNull(),
  givenAt: ts('given_at').notNull(),
}).existing();

export const retentionRuns = pgTable('retention_runs', {
  id: id(),
  ranAt: ts('ran_at').notNull().defaultNow(),
  identityDocuments: integer('identity_documents').notNull(),
  volunteerDocuments: integer('volunteer_documents').notNull(),
  payoutsCleared: integer('payouts_cleared').notNull(),
  exportsExpired: integer('exports_expired').notNull(),
});
