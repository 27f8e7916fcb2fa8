import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword } from './accounts.passwords.ts';
import { users } from './accounts.schema.ts';

export type AdminCreateResult =
  | { outcome: 'already'; email: string; emailVerified: boolean }
  | { outcome: 'promoted'; email: string; emailVerified: boolean }
  | { outcome: 'created'; email: string; password: string };

/** A password the site accepts (lower, upper, digit, 8+), 18 characters of randomness. */
export function oneTimePassword(): string {
  const body = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `Ir${body}7a`;
}

/**
 * Makes `email` (already normalised) an administrator: promotes an existing account (its password
 * unchanged) or creates one with a one-time password, in one transaction with its audit entry.
 * Used by `npm run admin:create` (cli/admin-create.ts).
 */
export async function grantAdmin(db: Db, email: string): Promise<AdminCreateResult> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = ${email}`)
      .for('update');
    if (existing) {
      const emailVerified = !!existing.emailVerifiedAt;
      if (existing.role === 'admin') return { outcome: 'already', email: existing.email, emailVerified };
      await tx
        .update(users)
        .set({ role: 'admin', updatedAt: new Date() })
        .where(sql`${users.id} = ${existing.id}`);
      await audit(tx, { actorId: null, action: 'admin.granted', subjectType: 'user', subjectId: existing.id, data: { via: 'cli' } });
      return { outcome: 'promoted', email: existing.email, emailVerified };
    }
    const password = oneTimePassword();
    const [created] = await tx
      .insert(users)
      .values({
        email,
        passwordHash: await hashPassword(password),
        firstName: 'Ireti',
        lastName: 'Admin',
        role: 'admin',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    await audit(tx, { actorId: null, action: 'admin.created', subjectType: 'user', subjectId: created!.id, data: { via: 'cli' } });
    return { outcome: 'created', email, password };
  });
}
