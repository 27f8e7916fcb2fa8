import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { accountTokens, phoneCodes, socialSignups, users, type AccountTokenPurpose, type UserRow } from './accounts.schema.ts';
import type { Db, Tx } from '../../db/client.ts';
import { randomToken, sha256 } from '../../lib/ids.ts';

/** Data access of the accounts module: users, one-time tokens, phone codes, social sign-ups. */
type Q = Db | Tx;
export type NewUser = typeof users.$inferInsert;
export type UserPatch = Partial<Omit<NewUser, 'id' | 'createdAt'>>;

export async function userById(db: Q, id: number): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** E-mail addresses are unique whatever their case (users_email_lower_key). */
export async function userByEmail(db: Q, email: string): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row ?? null;
}

export async function userByFacebookId(db: Q, facebookId: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.facebookId, facebookId)).limit(1);
  return row ?? null;
}

export async function insertUser(tx: Q, values: NewUser): Promise<UserRow> {
  const [row] = await tx.insert(users).values(values).returning();
  return row!;
}

const ROLLBACK = Symbol('rollback');

/**
 * The row an insert of `values` would make, made and rolled back: its defaults are the
 * database's and its id is drawn from the sequence as a real sign-up's is (sequences do not roll
 * back), so a reply built from it looks like any other sign-up's.
 */
export async function phantomUser(db: Db, values: NewUser): Promise<UserRow> {
  let row: UserRow | undefined;
  try {
    await db.transaction(async (tx) => {
      row = await insertUser(tx, { ...values, email: `phantom-${randomToken()}@invalid` });
      throw ROLLBACK;
    });
  } catch (err) {
    if (err !== ROLLBACK) throw err;
  }
  return { ...row!, email: values.email };
}

export async function updateUser(tx: Q, id: number, patch: UserPatch): Promise<UserRow> {
  const [row] = await tx
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row!;
}

/** True when a Postgres unique constraint refused the write (a race on the same e-mail). */
export const isUniqueViolation = (err: unknown) =>
  (err as { code?: string } | null)?.code === '23505' || (err as { cause?: { code?: string } } | null)?.cause?.code === '23505';

// ——— one-time tokens ———

/** Issues a token: only its SHA-256 is stored; the raw value goes into the e-mailed link. */
export async function issueToken(tx: Q, userId: number, purpose: AccountTokenPurpose, ttlMs: number, newEmail?: string): Promise<string> {
  const token = randomToken();
  await tx
    .insert(accountTokens)
    .values({ userId, purpose, tokenHash: sha256(token), newEmail: newEmail ?? null, expiresAt: new Date(Date.now() + ttlMs) });
  return token;
}

/** Marks every unused token of a purpose used, so only the newest link works. */
export async function retireTokens(tx: Q, userId: number, purpose: AccountTokenPurpose) {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
}

/** Marks every unused token of the user used, whatever its purpose (an account taken back, 022). */
export async function retireAllTokens(tx: Q, userId: number) {
  await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(accountTokens.userId, userId), isNull(accountTokens.usedAt)));
}

/** Uses a token once: the update succeeds for exactly one caller, and only before it expires. */
export async function consumeToken(tx: Q, token: string, purposes: AccountTokenPurpose[]) {
  const [row] = await tx
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, sha256(token)),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, new Date()),
        sql`${accountTokens.purpose} in (${sql.join(
          purposes.map((p) => sql`${p}`),
          sql`, `,
        )})`,
      ),
    )
    .returning();
  return row ?? null;
}

/** A token whatever its state (used, expired): the resend button finds its account this way. */
export async function findToken(db: Q, token: string, purpose: AccountTokenPurpose) {
  const [row] = await db
    .select()
    .from(accountTokens)
    .where(and(eq(accountTokens.tokenHash, sha256(token)), eq(accountTokens.purpose, purpose)))
    .limit(1);
  return row ?? null;
}

/** A usable token, without using it (the reset page checks its link first). */
export async function liveToken(db: Q, token: string, purpose: AccountTokenPurpose) {
  const row = await findToken(db, token, purpose);
  return row && !row.usedAt && row.expiresAt > new Date() ? row : null;
}

// ——— phone codes ———

export const codeHash = (userId: number, code: string) => sha256(`${userId}:${code}`);

export async function insertPhoneCode(tx: Q, userId: number, phone: string, code: string, ttlMs: number) {
  await tx
    .update(phoneCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.usedAt)));
  await tx.insert(phoneCodes).values({ userId, phone, codeHash: codeHash(userId, code), expiresAt: new Date(Date.now() + ttlMs) });
}

export async function retirePhoneCodes(tx: Q, userId: number) {
  await tx
    .update(phoneCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(phoneCodes.userId, userId), isNull(phoneCodes.usedAt)));
}

/** When the user's codes of the last `windowMs` were sent, newest first. */
export async function recentPhoneCodeTimes(db: Q, userId: number, windowMs: number): Promise<Date[]> {
  const rows = await db
    .select({ at: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.userId, userId), gt(phoneCodes.createdAt, new Date(Date.now() - windowMs))))
    .orderBy(desc(phoneCodes.createdAt));
  return rows.map((r) => r.at);
}

/** The newest code of the user, locked for the attempt count. */
export async function latestPhoneCode(tx: Tx, userId: number) {
  const [row] = await tx.select().from(phoneCodes).where(eq(phoneCodes.userId, userId)).orderBy(desc(phoneCodes.id)).limit(1).for('update');
  return row ?? null;
}

export async function updatePhoneCode(tx: Q, id: number, patch: Partial<typeof phoneCodes.$inferInsert>) {
  await tx.update(phoneCodes).set(patch).where(eq(phoneCodes.id, id));
}

// ——— social sign-ups ———

export async function insertSocialSignup(tx: Q, values: typeof socialSignups.$inferInsert) {
  await tx.insert(socialSignups).values(values);
}

export async function liveSocialSignup(db: Q, id: string) {
  const [row] = await db
    .select()
    .from(socialSignups)
    .where(and(eq(socialSignups.id, id), isNull(socialSignups.usedAt), gt(socialSignups.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

export async function useSocialSignup(tx: Q, id: string) {
  const [row] = await tx
    .update(socialSignups)
    .set({ usedAt: new Date() })
    .where(and(eq(socialSignups.id, id), isNull(socialSignups.usedAt), gt(socialSignups.expiresAt, new Date())))
    .returning();
  return row ?? null;
}
