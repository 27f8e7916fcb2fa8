import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users, type UserRow } from './accounts.schema.ts';

/**
 * What other modules may change on an account, as functions taking their transaction: the roles
 * and checks an administrator or the trust module decides (volunteer status, identity status),
 * and the row lock that serialises such a decision. Exported through index.ts; nothing else
 * writes or locks the users table from outside this module.
 */

/** An account locked for a decision, as other modules see it: its row without the password hash and the Facebook link. */
export type PersonRow = Omit<UserRow, 'passwordHash' | 'facebookId'>;

/**
 * Locks the account's row until the caller's transaction ends (select … for update) and returns
 * it without its secrets; null when there is no such account.
 */
export async function lockAccount(tx: Tx, userId: number): Promise<PersonRow | null> {
  const [u] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  if (!u) return null;
  const { passwordHash: _passwordHash, facebookId: _facebookId, ...person } = u;
  return person;
}

/**
 * Sets the account's volunteer role: its status, and the grade and the state it vets when given
 * (a field left undefined is not changed). `at` stamps updated_at (default: now).
 */
export async function setVolunteerRole(
  tx: Tx,
  userId: number,
  role: { status: UserRow['volunteerStatus']; grade?: number | null; stateId?: number | null },
  at: Date = new Date(),
): Promise<void> {
  const set: Partial<typeof users.$inferInsert> = { volunteerStatus: role.status };
  if (role.grade !== undefined) set.volunteerGrade = role.grade;
  if (role.stateId !== undefined) set.volunteerStateId = role.stateId;
  set.updatedAt = at;
  await tx.update(users).set(set).where(eq(users.id, userId));
}

/** Records an administrator's decision on the account's identity information, with its note (the reason of a rejection). */
export async function setIdentityDecision(
  tx: Tx,
  userId: number,
  decision: { status: 'approved' | 'rejected'; note: string | null },
): Promise<void> {
  await tx
    .update(users)
    .set({ identityStatus: decision.status, identityNote: decision.note, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
