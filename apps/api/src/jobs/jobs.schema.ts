import { bigint, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from '../db/columns.ts';

/**
 * The job queue is pg-boss's (schema pgboss, docs/decisions/076-pg-boss-job-queue.md). This table
 * holds only jobs carried over from the old queue by migration 0023 until an instance sends them
 * into pg-boss (jobs/queue.ts); it is empty otherwise. Only jobs/queue.ts reads and writes it.
 */
export const jobCarryover = pgTable('job_carryover', {
  id: bigint('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  uniqueKey: text('unique_key'),
  runAt: ts('run_at').notNull(),
  attempts: integer('attempts').notNull(),
  maxAttempts: integer('max_attempts').notNull(),
});
