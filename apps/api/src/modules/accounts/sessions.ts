import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { randomToken, sha256 } from '../../lib/ids.ts';
import { sessions, users } from './accounts.schema.ts';

/**
 * Sessions (docs/design.md §3): an opaque 256-bit token given once at login, only its SHA-256 stored;
 * it expires after SESSION_TTL_DAYS without use and is renewed (rolling) when used. The http
 * layer's auth hook (http/auth.ts) is given `userForToken` by app.ts; nothing outside this module
 * reads the sessions table.
 */
const RENEW_AFTER_MS = 60 * 60 * 1000;

export async function createSession(
  db: Db | Tx,
  userId: number,
  ttlDays: number,
  meta: { userAgent?: string; ip?: string; secondFactor?: boolean } = {},
): Promise<string> {
  const token = randomToken();
  await db.insert(sessions).values({
    userId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + ttlDays * 86_400_000),
    userAgent: meta.userAgent?.slice(0, 300) ?? null,
    ip: meta.ip ?? null,
    secondFactorAt: meta.secondFactor ? new Date() : null,
  });
  return token;
}

/** Marks a session as proven by a second factor (an enrolment in it, docs/decisions/086). */
export async function markSecondFactor(db: Db | Tx, sessionId: number) {
  await db.update(sessions).set({ secondFactorAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Db | Tx, sessionId: number) {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/** Revokes every session of a user (password reset or change), except `keep`. */
export async function revokeUserSessions(db: Db | Tx, userId: number, keep?: number) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), keep ? sql`${sessions.id} <> ${keep}` : undefined));
}

export async function userForToken(db: Db, token: string, ttlDays: number): Promise<AuthUser | null> {
  const now = new Date();
  const rows = await db
    .select({
      user: users,
      sessionId: sessions.id,
      secondFactorAt: sessions.secondFactorAt,
      lastUsedAt: sessions.lastUsedAt,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, sha256(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  if (now.getTime() - row.lastUsedAt.getTime() > RENEW_AFTER_MS) {
    // Renewal keeps the session's own lifetime: a sign-in without "Remember Me" stays short.
    const lifetime = Math.min(row.expiresAt.getTime() - row.lastUsedAt.getTime(), ttlDays * 86_400_000);
    await db
      .update(sessions)
      .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + lifetime) })
      .where(eq(sessions.id, row.sessionId));
  }
  return { ...row.user, sessionId: row.sessionId, secondFactorAt: row.secondFactorAt };
}
