import { sql } from 'drizzle-orm';
import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { created, id, ts } from '../../db/columns.ts';
/** The outbox of the notifications module (db/migrations/0001_core.sql): e-mails and SMS waiting to go. */

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
  // Added by notifications/migrations/0025_outbox_headers.sql.
  headers: jsonb('headers')
    .$type<Record<string, string>>()
    .notNull()
    .default(sql`'{}'::jsonb`),
  status: text('status').$type<'pending' | 'sent' | 'failed'>().notNull().default('pending'),
  attempts: integer('attempts').notNull().default(0),
  nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
  lastError: text('last_error'),
  sentAt: ts('sent_at'),
  createdAt: created(),
});
