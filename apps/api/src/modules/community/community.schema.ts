import { pgTable, text } from 'drizzle-orm/pg-core';
import { big, id, ts } from '../../db/columns.ts';

/**
 * Tables of the community module (decision 104): the moderation of donors' comments (0140), the
 * owner's replies and the reports (payments/migrations/0024_comment_moderation.sql, community's since
 * 0140). The comments themselves are the donors' words on their donations, read through payments'
 * read models `paid_donations` and `donation_comments`.
 */

/** A hidden comment (0140): a row while an administrator keeps it hidden. */
export const commentModeration = pgTable('comment_moderation', {
  donationId: big('donation_id').primaryKey(),
  hiddenAt: ts('hidden_at').notNull().defaultNow(),
  hiddenBy: big('hidden_by'),
  hiddenReason: text('hidden_reason'),
});

/** The campaign owner's one reply under a donor's comment (0024_comment_moderation.sql). */
export const commentReplies = pgTable('comment_replies', {
  donationId: big('donation_id').primaryKey(),
  authorId: big('author_id').notNull(),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Reports of a donor's comment, by anyone (0024). */
export const commentReports = pgTable('comment_reports', {
  id: id(),
  donationId: big('donation_id').notNull(),
  reporterId: big('reporter_id'),
  ip: text('ip'),
  message: text('message'),
  status: text('status').$type<'open' | 'dismissed' | 'hidden'>().notNull().default('open'),
  createdAt: ts('created_at').notNull().defaultNow(),
  handledAt: ts('handled_at'),
  handledBy: big('handled_by'),
});
