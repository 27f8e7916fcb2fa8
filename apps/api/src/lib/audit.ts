import { auditLog } from '../db/schema.ts';
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
