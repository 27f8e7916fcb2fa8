import { randomBytes } from 'node:crypto';
import { and, isNotNull, sql } from 'drizzle-orm';
import type { AdminPerson } from '@ireti/shared/accounts/second-factor';
import type { Db } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import { hashPassword } from './passwords.ts';
import { secondFactors, users } from './accounts.schema.ts';
import { isErased } from './erasure.ts';

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

/** The account with this address (any case), for the administrator acting on a written request; null when none. */
export async function adminPersonByEmail(db: Db, email: string): Promise<AdminPerson | null> {
  const [u] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  if (!u) return null;
  const factors = await db
    .select({ kind: secondFactors.kind })
    .from(secondFactors)
    .where(and(sql`${secondFactors.userId} = ${u.id}`, isNotNull(secondFactors.confirmedAt)));
  return {
    _id: u.id,
    name: (u.isOrganization && u.organizationName) || `${u.firstName} ${u.lastName}`.trim(),
    email: u.email,
    role: u.role === 'admin' ? 'admin' : 'user',
    volunteer: u.volunteerStatus === 'approved',
    closed: isErased(u.email),
    second_factors: [...new Set(factors.map((f) => f.kind))].sort(),
  };
}
