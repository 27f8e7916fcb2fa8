import { and, asc, eq, inArray, isNotNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db, Tx } from '../../db/client.ts';
import { privateViews, secondFactors, sessions, users } from './accounts.schema.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { AccountLimit, guard } from './limits.ts';
import { verifyPassword } from './passwords.ts';
import { revokeUserSessions } from './sessions.ts';
import * as repo from './repository.ts';

/**
 * What the data-rights module (issue 28, docs/decisions/085-data-rights.md) may ask of accounts:
 * a person's own rows for their archive, a password check, erasure, and the retention of identity
 * documents. Exported through index.ts; the rows never leave without the person's or an admin's
 * recorded request.
 */

/** The address an erased account keeps: unique, never deliverable (.invalid), so the real one is free again. */
export const formerAddress = (userId: number) => `former-member-${userId}@erased.invalid`;
export const FORMER_FIRST = 'Former';
export const FORMER_LAST = 'member';

/** Is this account already erased? */
export const isErased = (email: string) => /^former-member-\d+@erased\.invalid$/.test(email);

/** The person's profile (without the password hash or Facebook link), sessions, who viewed their private documents, their second factors (no secrets), and the media keys they own. */
export async function accountPersonalData(db: Db | Tx, userId: number) {
  const [u] = await db.select().from(users).where(eq(users.id, userId));
  if (!u) return null;
  const { passwordHash: _p, facebookId: _f, ...profile } = u;
  const sessionRows = await db
    .select({
      id: sessions.id,
      createdAt: sessions.createdAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
      revokedAt: sessions.revokedAt,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(sessions.id);
  const files = [u.imageKey, u.relevantDoc, u.organizationFImg1, u.organizationFImg2, u.organizationFImg3].filter(
    (k): k is string => !!k && !/^https?:/i.test(k),
  );
  // Who viewed the person's private documents and details (decision 086), as Settings shows it.
  const viewer = alias(users, 'viewer');
  const views = await db
    .select({
      at: privateViews.createdAt,
      viewer_name: viewer.firstName,
      viewer_organisation: viewer.organizationName,
      viewer_role: privateViews.viewerRole,
      what: privateViews.what,
      subject: privateViews.subject,
      reason: privateViews.reason,
    })
    .from(privateViews)
    .innerJoin(viewer, eq(viewer.id, privateViews.viewerId))
    .where(eq(privateViews.ownerId, userId))
    .orderBy(asc(privateViews.createdAt), asc(privateViews.id));
  // The second factors by kind and name, never their secrets or keys.
  const factors = await db
    .select({
      kind: secondFactors.kind,
      label: secondFactors.label,
      confirmed_at: secondFactors.confirmedAt,
      created_at: secondFactors.createdAt,
      last_used_at: secondFactors.lastUsedAt,
    })
    .from(secondFactors)
    .where(eq(secondFactors.userId, userId))
    .orderBy(secondFactors.id);
  return { profile, sessions: sessionRows, documentViews: views, secondFactors: factors, files };
}

/**
 * Whether `password` is the account's password (false for an account without one). With a limiter,
 * counted against the account's password checks, as changing the e-mail or password is (107 past it).
 */
export async function checkAccountPassword(db: Db | Tx, userId: number, password: string, limiter?: Limiter): Promise<boolean> {
  if (limiter) await guard(limiter, `password-check:${userId}`, AccountLimit.passwordCheckPerAccount);
  const [u] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  return verifyPassword(u?.hash, password);
}

/**
 * Erases the person from the account in the caller's transaction: name becomes "Former member",
 * the address a unique undeliverable one (the real address may open a new account), phones,
 * photo, social links, addresses, identity details and documents go, the password and Facebook
 * link go, every session and pending link ends. The row stays (its id is what the ledger's
 * donations and campaigns point at). Returns the media keys to remove once committed.
 */
export async function eraseAccount(tx: Tx, userId: number): Promise<string[]> {
  const data = await accountPersonalData(tx, userId);
  if (!data) return [];
  await revokeUserSessions(tx, userId);
  await repo.retireAllTokens(tx, userId);
  await repo.retirePhoneCodes(tx, userId);
  await repo.updateUser(tx, userId, {
    email: formerAddress(userId),
    passwordHash: null,
    facebookId: null,
    firstName: FORMER_FIRST,
    lastName: FORMER_LAST,
    mobile: null,
    mobileVerifiedAt: null,
    imageKey: null,
    gender: null,
    organizationName: data.profile.isOrganization ? 'Former member' : null,
    organizationMobile: null,
    secondaryMobile: null,
    organizationAddress: null,
    facebook: null,
    twitter: null,
    instagram: null,
    organizationFImg1: null,
    organizationFImg2: null,
    organizationFImg3: null,
    relevantDoc: null,
    idType: null,
    userRef: null,
    identityNote: null,
  });
  return data.files;
}

/**
 * Retention: identity documents of accounts whose identity was decided (approved or rejected) before
 * `before` are forgotten. The decision's time is not stored apart; `updated_at` is at or after it,
 * so a document can only be kept longer than the period, never removed early. Returns the keys.
 */
export async function forgetDecidedIdentityDocuments(tx: Tx, before: Date): Promise<string[]> {
  const rows = await tx
    .select({ id: users.id, key: users.relevantDoc })
    .from(users)
    .where(and(inArray(users.identityStatus, ['approved', 'rejected']), isNotNull(users.relevantDoc), lt(users.updatedAt, before)))
    .for('update');
  if (!rows.length) return [];
  // updated_at is left as it was: forgetting a document is not the person's change.
  await tx
    .update(users)
    .set({ relevantDoc: null })
    .where(
      inArray(
        users.id,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((r) => r.key!).filter((k) => !/^https?:/i.test(k));
}
