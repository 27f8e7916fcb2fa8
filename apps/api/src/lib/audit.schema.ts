import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { big, created, id } from '../db/columns.ts';
/** The audit log (db/migrations/0001_core.sql); only lib/audit.ts writes it. */

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
