import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { big, bytea, created, id, ts } from '../../db/columns.ts';

/**
 * The updates module's tables (migrations/0026_campaign_updates.sql, docs/decisions/049-campaign-updates.md);
 * keys, uniqueness and checks are in the migration.
 */
export const campaignUpdates = pgTable('campaign_updates', {
  id: id(),
  campaignId: big('campaign_id').notNull(),
  authorId: big('author_id').notNull(),
  kind: text('kind').$type<'update' | 'thank_you' | 'spending_report'>().notNull().default('update'),
  bodyHtml: text('body_html').notNull(),
  image1Key: text('image1_key'),
  image2Key: text('image2_key'),
  createdAt: created(),
  deletedAt: ts('deleted_at'),
  deletedBy: big('deleted_by'),
  /** A spending report's update (0061): the report it tells the donors about. */
  spendingReportId: big('spending_report_id'),
});
export type CampaignUpdateRow = typeof campaignUpdates.$inferSelect;

/**
 * One row per (update, address) mailed: the sent-marker, with the SHA-256 of that mail's
 * unsubscribe token and the address's link version it was mailed under (0030).
 */
export const updateMails = pgTable('update_mails', {
  id: id(),
  updateId: big('update_id').notNull(),
  campaignId: big('campaign_id').notNull(),
  email: text('email').notNull(),
  tokenHash: bytea('token_hash').notNull(),
  createdAt: created(),
  linkVersion: integer('link_version').notNull().default(0),
});

/** An address's unsubscribe-link version: rotating its links bumps it, and older links stop working (0030). */
export const updateLinkVersions = pgTable('update_link_versions', {
  email: text('email').primaryKey(),
  version: integer('version').notNull(),
  rotatedAt: ts('rotated_at').notNull().defaultNow(),
});

/** Addresses that asked for no more updates of a campaign. */
export const updateUnsubscribes = pgTable('update_unsubscribes', {
  campaignId: big('campaign_id').notNull(),
  email: text('email').notNull(),
  createdAt: created(),
});
