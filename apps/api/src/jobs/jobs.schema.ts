import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { created, id, ts } from '../db/columns.ts';
/** The job queue's table (db/migrations/0001_core.sql); only jobs/queue.ts reads and writes it. */

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
