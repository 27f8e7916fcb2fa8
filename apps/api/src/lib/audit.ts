import { and, count, desc, eq, like } from 'drizzle-orm';
import { auditLog } from './audit.schema.ts';
import type { Db, Tx } from '../db/client.ts';

/** Records who did what to which subject; call inside the transaction that made the change. */
export async function audit(
  db: Db | Tx,
  entry: {
    actorId: number | null;
    action: string;
    subjectType: string;
    subjectId: string | number;
    data?: Record<string, unknown>;
    ip?: string;
  },
) {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: String(entry.subjectId),
    data: entry.data ?? {},
    ip: entry.ip ?? null,
  });
}

export interface AuditFilter {
  /** A prefix of the action, e.g. "volunteer." or "campaign.status". */
  action?: string;
  subjectType?: string;
  subjectId?: string;
}
export type AuditEntry = typeof auditLog.$inferSelect;

/** A page of the audit log, newest first, and how many entries match (the admin console's audit view). */
export async function auditEntries(db: Db, f: AuditFilter, page: { limit: number; offset: number }) {
  const conds = [
    f.action ? like(auditLog.action, `${f.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
    f.subjectType ? eq(auditLog.subjectType, f.subjectType) : undefined,
    f.subjectId ? eq(auditLog.subjectId, f.subjectId) : undefined,
  ];
  const where = and(...conds);
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(auditLog).where(where);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return { total: n, rows };
}
