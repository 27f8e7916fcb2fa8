import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import * as OTPAuth from 'otpauth';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { Code } from '@ireti/shared/status';
import { SecondFactorMsg as M, type SecondFactorStatus } from '@ireti/shared/accounts/second-factor';
import type { LoginResult } from '@ireti/shared/accounts/types';
import type { AppContext } from '../../context.ts';
import type { Db, Tx } from '../../db/client.ts';
import { audit } from '../../lib/audit.ts';
import type { AuthUser } from '../../lib/auth-user.ts';
import { AppError, conflict, forbidden, invalid, notFound } from '../../lib/errors.ts';
import { randomToken, sha256 } from '../../lib/ids.ts';
import { guard } from './limits.ts';
import { isSealed, keyOf, openSecret, sealSecret } from './secret-box.ts';
import { recoveryCodes, secondFactorChallenges, secondFactors, users, type UserRow } from './accounts.schema.ts';
import { createSession, markSecondFactor, revokeUserSessions } from './sessions.ts';
import { toApiUser } from './serialize.ts';
import type { Deps, Meta } from './sign-in.service.ts';

/**
 * A second factor (issue 28, docs/decisions/086-second-factor-and-access-log.md): authenticator-app
 * codes (TOTP, RFC 6238, by `otpauth`), passkeys (WebAuthn, by @simplewebauthn/server) and ten
 * one-time recovery codes (only their SHA-256 kept). An account with one signs in in two steps: the
 * password answers code 110 with a ticket (5 minutes, single-use), the factor turns it into a
 * session marked `second_factor_at`. Administrators and volunteers need such a session to open
 * private documents or decide (http/auth.ts `requireSecondFactor`).
 */
const MIN = 60_000;
const TICKET_MS = 5 * MIN;
const REGISTER_MS = 5 * MIN;
const RECOVERY_CODES = 10;
/** Wrong second-factor answers: 5 per (account, client address) and 10 per account in 15 minutes. */
export const SecondFactorLimit = {
  perAddress: { max: 5, windowMs: 15 * MIN },
  perAccount: { max: 10, windowMs: 15 * MIN },
} as const;

const ISSUER = 'Ireti';
const totpOf = (secret: string, label = '') =>
  new OTPAuth.TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: 30, secret: OTPAuth.Secret.fromBase32(secret) });

/** WebAuthn's relying party: the site's own address (PUBLIC_URL). */
function relyingParty(ctx: AppContext) {
  const origin = ctx.config.publicUrl;
  return { origin, rpID: new URL(origin).hostname, rpName: ISSUER };
}

/** Whether administrators and volunteers' rule applies to this account. */
export const mustHaveSecondFactor = (u: Pick<UserRow, 'role' | 'volunteerStatus'>) =>
  u.role === 'admin' || u.volunteerStatus === 'approved';

async function confirmedFactors(db: Db | Tx, userId: number) {
  return db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, userId), isNotNull(secondFactors.confirmedAt)));
}

export async function hasSecondFactor(db: Db | Tx, userId: number) {
  return (await confirmedFactors(db, userId)).length > 0;
}

export async function secondFactorStatus(db: Db, user: AuthUser): Promise<SecondFactorStatus> {
  const factors = await confirmedFactors(db, user.id);
  const [left] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  return {
    totp: factors.some((f) => f.kind === 'totp'),
    passkeys: factors
      .filter((f) => f.kind === 'passkey')
      .map((f) => ({
        id: f.id,
        label: f.label,
        created_at: f.createdAt.toISOString(),
        last_used_at: f.lastUsedAt?.toISOString() ?? null,
      })),
    recovery_codes_left: left?.n ?? 0,
    required: mustHaveSecondFactor(user),
    session_verified: user.secondFactorAt !== null,
  };
}

/** Changing the factors of an account that has one needs a session proven by one. */
async function requireProvenIfEnrolled(db: Db, user: AuthUser) {
  if (user.secondFactorAt === null && (await hasSecondFactor(db, user.id))) throw forbidden(M.needFactorSession);
}

// ——— recovery codes ———

const normaliseCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
function newRecoveryCode() {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

async function replaceRecoveryCodes(tx: Db | Tx, userId: number): Promise<string[]> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: sha256(normaliseCode(c)) })));
  return codes;
}

export async function regenerateRecoveryCodes({ ctx }: Deps, user: AuthUser, meta: Meta) {
  if (user.secondFactorAt === null) throw forbidden(M.needFactorSession);
  if (!(await hasSecondFactor(ctx.db, user.id))) throw conflict(M.needFactor);
  return ctx.db.transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(tx, user.id);
    await audit(tx, { actorId: user.id, action: 'account.recovery_codes_made', subjectType: 'user', subjectId: user.id, ip: meta.ip });
    return { recovery_codes: codes };
  });
}

/** After a factor is confirmed: the session is proven, and a first factor comes with recovery codes. */
async function factorConfirmed(tx: Tx, user: AuthUser, kind: 'totp' | 'passkey', meta: Meta) {
  await markSecondFactor(tx, user.sessionId);
  const [codes] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, user.id), isNull(recoveryCodes.usedAt)));
  const recovery = codes!.n === 0 ? await replaceRecoveryCodes(tx, user.id) : null;
  await audit(tx, {
    actorId: user.id,
    action: 'account.second_factor_added',
    subjectType: 'user',
    subjectId: user.id,
    data: { kind },
    ip: meta.ip,
  });
  return { recovery_codes: recovery };
}

// ——— TOTP enrolment ———

export async function startTotp({ ctx }: Deps, user: AuthUser) {
  await requireProvenIfEnrolled(ctx.db, user);
  const secret = new OTPAuth.Secret({ size: 20 }).base32;
  await ctx.db.transaction(async (tx) => {
    await tx
      .delete(secondFactors)
      .where(and(eq(secondFactors.userId, user.id), eq(secondFactors.kind, 'totp'), isNull(secondFactors.confirmedAt)));
    await tx.insert(secondFactors).values({
      userId: user.id,
      kind: 'totp',
      label: 'Authenticator app',
      totpSecret: sealSecret(keyOf(ctx.config.SECOND_FACTOR_KEY), secret),
    });
  });
  return { secret, uri: totpOf(secret, user.email).toString() };
}

/** The 30-second step a code belongs to, within one step either side of now; null for a wrong code. */
function totpStep(secret: string, code: string): number | null {
  const delta = totpOf(secret).validate({ token: code, window: 1 });
  return delta === null ? null : OTPAuth.TOTP.counter() + delta;
}

/** Takes a step of a TOTP factor, once: false when that step (or a later one) was already used. */
async function takeStep(db: Db | Tx, factorId: number, step: number) {
  const rows = await db
    .update(secondFactors)
    .set({ totpLastStep: step, lastUsedAt: new Date() })
    .where(and(eq(secondFactors.id, factorId), sql`(${secondFactors.totpLastStep} is null or ${secondFactors.totpLastStep} < ${step})`))
    .returning({ id: secondFactors.id });
  return rows.length === 1;
}

export async function confirmTotp(deps: Deps, user: AuthUser, code: string, meta: Meta) {
  const { ctx } = deps;
  await requireProvenIfEnrolled(ctx.db, user);
  await limitAttempts(deps, user.id, meta);
  const [pending] = await ctx.db
    .select()
    .from(secondFactors)
    .where(and(eq(secondFactors.userId, user.id), eq(secondFactors.kind, 'totp'), isNull(secondFactors.confirmedAt)));
  if (!pending?.totpSecret) throw invalid({ code: M.startAgain }, M.startAgain);
  const step = totpStep(openSecret(keyOf(ctx.config.SECOND_FACTOR_KEY), pending.totpSecret), code);
  if (step === null) {
    await failed(ctx.db, user.id, 'wrong_code', meta);
    throw invalid({ code: M.wrongCode }, M.wrongCode);
  }
  return ctx.db.transaction(async (tx) => {
    if (!(await takeStep(tx, pending.id, step))) throw invalid({ code: M.replayedCode }, M.replayedCode);
    // One authenticator app at a time: the new one replaces the old.
    await tx
      .delete(secondFactors)
      .where(and(eq(secondFactors.userId, user.id), eq(secondFactors.kind, 'totp'), sql`${secondFactors.id} <> ${pending.id}`));
    await tx.update(secondFactors).set({ confirmedAt: new Date() }).where(eq(secondFactors.id, pending.id));
    return factorConfirmed(tx, user, 'totp', meta);
  });
}

// ——— passkey enrolment ———

export async function passkeyRegistrationOptions({ ctx }: Deps, user: AuthUser) {
  await requireProvenIfEnrolled(ctx.db, user);
  const rp = relyingParty(ctx);
  const existing = (await confirmedFactors(ctx.db, user.id)).filter((f) => f.kind === 'passkey');
  const options = await generateRegistrationOptions({
    rpName: rp.rpName,
    rpID: rp.rpID,
    userName: user.email,
    userID: new TextEncoder().encode(`ireti-${user.id}`),
    userDisplayName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email,
    attestationType: 'none',
    excludeCredentials: existing.map((f) => ({ id: f.credentialId!, transports: f.transports })),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
  await ctx.db.insert(secondFactorChallenges).values({
    userId: user.id,
    purpose: 'passkey_register',
    challenge: options.challenge,
    expiresAt: new Date(Date.now() + REGISTER_MS),
  });
  return options;
}

export async function registerPasskey(deps: Deps, user: AuthUser, response: RegistrationResponseJSON, label: string, meta: Meta) {
  const { ctx } = deps;
  await requireProvenIfEnrolled(ctx.db, user);
  const rp = relyingParty(ctx);
  const pending = await ctx.db
    .select()
    .from(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.userId, user.id),
        eq(secondFactorChallenges.purpose, 'passkey_register'),
        isNull(secondFactorChallenges.usedAt),
        gt(secondFactorChallenges.expiresAt, new Date()),
      ),
    );
  const challenges = new Set(pending.map((p) => p.challenge));
  let verified;
  try {
    verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: (c) => challenges.has(c),
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
  } catch {
    verified = null;
  }
  if (!verified?.verified) {
    await failed(ctx.db, user.id, 'passkey_registration_refused', meta);
    throw invalid({ response: M.passkeyRefused }, M.passkeyRefused);
  }
  const { credential } = verified.registrationInfo;
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(secondFactorChallenges)
      .set({ usedAt: new Date() })
      .where(and(eq(secondFactorChallenges.userId, user.id), eq(secondFactorChallenges.purpose, 'passkey_register')));
    const taken = await tx.select({ id: secondFactors.id }).from(secondFactors).where(eq(secondFactors.credentialId, credential.id));
    if (taken.length) throw conflict(M.passkeyRefused);
    await tx.insert(secondFactors).values({
      userId: user.id,
      kind: 'passkey',
      label: label || 'Passkey',
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey),
      counter: credential.counter,
      transports: credential.transports ?? [],
      confirmedAt: new Date(),
    });
    return factorConfirmed(tx, user, 'passkey', meta);
  });
}

export async function removeFactor({ ctx }: Deps, user: AuthUser, factorId: number, meta: Meta) {
  if (user.secondFactorAt === null) throw forbidden(M.needFactorSession);
  await ctx.db.transaction(async (tx) => {
    const gone = await tx
      .delete(secondFactors)
      .where(and(eq(secondFactors.id, factorId), eq(secondFactors.userId, user.id)))
      .returning({ kind: secondFactors.kind });
    if (!gone.length) throw notFound();
    if (!(await hasSecondFactor(tx, user.id))) await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    await audit(tx, {
      actorId: user.id,
      action: 'account.second_factor_removed',
      subjectType: 'user',
      subjectId: user.id,
      data: { kind: gone[0]!.kind },
      ip: meta.ip,
    });
  });
}

// ——— sign-in, second step ———

async function failed(db: Db | Tx, userId: number, reason: string, meta: Meta, data: Record<string, unknown> = {}) {
  await audit(db, {
    actorId: null,
    action: 'account.second_factor_failed',
    subjectType: 'user',
    subjectId: userId,
    data: { reason, ...data },
    ip: meta.ip,
  });
}

/**
 * Every answer to a second-factor question counts, per (account, address) and per account; a right
 * answer clears both, so only guesses add up (the password was needed to get this far).
 */
async function limitAttempts({ ctx, limiter }: Deps, userId: number, meta: Meta) {
  try {
    await guard(limiter, `2fa:${userId}|${meta.ip ?? ''}`, SecondFactorLimit.perAddress);
    await guard(limiter, `2fa:${userId}`, SecondFactorLimit.perAccount);
  } catch (e) {
    await failed(ctx.db, userId, 'rate_limited', meta);
    throw e;
  }
}

/** The password was right and the account has a second factor: code 110 with a ticket. */
export async function askSecondFactor(db: Db | Tx, user: UserRow, remember: boolean): Promise<never> {
  const factors = await confirmedFactors(db, user.id);
  const ticket = randomToken();
  await db.insert(secondFactorChallenges).values({
    userId: user.id,
    purpose: 'login',
    ticketHash: sha256(ticket),
    remember,
    expiresAt: new Date(Date.now() + TICKET_MS),
  });
  const methods: ('totp' | 'passkey' | 'recovery')[] = [];
  if (factors.some((f) => f.kind === 'totp')) methods.push('totp');
  if (factors.some((f) => f.kind === 'passkey')) methods.push('passkey');
  methods.push('recovery');
  throw new AppError(Code.SECOND_FACTOR_REQUIRED, M.required, { entity: { second_factor: { ticket, methods } } });
}

async function ticketRow(db: Db | Tx, ticket: string) {
  const [row] = await db
    .select()
    .from(secondFactorChallenges)
    .where(
      and(
        eq(secondFactorChallenges.ticketHash, sha256(ticket)),
        eq(secondFactorChallenges.purpose, 'login'),
        isNull(secondFactorChallenges.usedAt),
        gt(secondFactorChallenges.expiresAt, new Date()),
      ),
    );
  if (!row) throw invalid({ ticket: M.ticketExpired }, M.ticketExpired);
  return row;
}

async function finishLogin(
  ctx: AppContext,
  tx: Tx,
  ticketId: number,
  userId: number,
  remember: boolean,
  method: string,
  meta: Meta,
): Promise<LoginResult> {
  const used = await tx
    .update(secondFactorChallenges)
    .set({ usedAt: new Date() })
    .where(and(eq(secondFactorChallenges.id, ticketId), isNull(secondFactorChallenges.usedAt)))
    .returning({ id: secondFactorChallenges.id });
  if (!used.length) throw invalid({ ticket: M.ticketExpired }, M.ticketExpired);
  const [user] = await tx.select().from(users).where(eq(users.id, userId));
  const token = await createSession(tx, userId, remember ? ctx.config.SESSION_TTL_DAYS : 1, { ...meta, secondFactor: true });
  await audit(tx, {
    actorId: userId,
    action: 'account.login',
    subjectType: 'user',
    subjectId: userId,
    data: { remember, second_factor: method },
    ip: meta.ip,
  });
  return { user: toApiUser(user!, ctx.media), token };
}

/** The second step with a 6-digit app code or a recovery code. */
export async function loginWithCode(deps: Deps, ticket: string, code: string, meta: Meta): Promise<LoginResult> {
  const { ctx, limiter } = deps;
  const row = await ticketRow(ctx.db, ticket);
  await limitAttempts(deps, row.userId, meta);
  const trimmed = code.trim();
  const result = await ctx.db.transaction(async (tx) => {
    if (/^\d{6}$/.test(trimmed)) {
      const factors = (await confirmedFactors(tx, row.userId)).filter((f) => f.kind === 'totp');
      const key = keyOf(ctx.config.SECOND_FACTOR_KEY);
      for (const f of factors) {
        const step = totpStep(openSecret(key, f.totpSecret!), trimmed);
        if (step === null) continue;
        if (!(await takeStep(tx, f.id, step))) return 'replayed' as const;
        return finishLogin(ctx, tx, row.id, row.userId, row.remember, 'totp', meta);
      }
      return 'wrong' as const;
    }
    const used = await tx
      .update(recoveryCodes)
      .set({ usedAt: new Date() })
      .where(
        and(eq(recoveryCodes.userId, row.userId), eq(recoveryCodes.codeHash, sha256(normaliseCode(trimmed))), isNull(recoveryCodes.usedAt)),
      )
      .returning({ id: recoveryCodes.id });
    if (!used.length) return 'wrong' as const;
    return finishLogin(ctx, tx, row.id, row.userId, row.remember, 'recovery_code', meta);
  });
  if (result === 'replayed' || result === 'wrong') {
    await failed(ctx.db, row.userId, result === 'replayed' ? 'replayed_code' : 'wrong_code', meta);
    const msg = result === 'replayed' ? M.replayedCode : M.wrongCode;
    throw invalid({ code: msg }, msg);
  }
  await clearAttempts(limiter, row.userId, meta);
  return result;
}

async function clearAttempts(limiter: Deps['limiter'], userId: number, meta: Meta) {
  await limiter.reset(`2fa:${userId}|${meta.ip ?? ''}`);
  await limiter.reset(`2fa:${userId}`);
}

export async function loginPasskeyOptions({ ctx }: Deps, ticket: string) {
  const row = await ticketRow(ctx.db, ticket);
  const passkeys = (await confirmedFactors(ctx.db, row.userId)).filter((f) => f.kind === 'passkey');
  const options = await generateAuthenticationOptions({
    rpID: relyingParty(ctx).rpID,
    allowCredentials: passkeys.map((f) => ({ id: f.credentialId!, transports: f.transports })),
    userVerification: 'preferred',
  });
  await ctx.db.update(secondFactorChallenges).set({ challenge: options.challenge }).where(eq(secondFactorChallenges.id, row.id));
  return options;
}

export async function loginWithPasskey(deps: Deps, ticket: string, response: AuthenticationResponseJSON, meta: Meta): Promise<LoginResult> {
  const { ctx, limiter } = deps;
  const row = await ticketRow(ctx.db, ticket);
  await limitAttempts(deps, row.userId, meta);
  const [factor] = await ctx.db.select().from(secondFactors).where(eq(secondFactors.credentialId, response.id));
  if (!factor || factor.userId !== row.userId || !factor.confirmedAt || !row.challenge) {
    await failed(ctx.db, row.userId, factor && factor.userId !== row.userId ? 'passkey_of_another_account' : 'unknown_passkey', meta);
    throw invalid({ response: M.passkeyRefused }, M.passkeyRefused);
  }
  const rp = relyingParty(ctx);
  let verified;
  try {
    verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: row.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      credential: {
        id: factor.credentialId!,
        publicKey: new Uint8Array(factor.publicKey!),
        counter: factor.counter,
        transports: factor.transports as never,
      },
      requireUserVerification: false,
    });
  } catch {
    verified = null;
  }
  if (!verified?.verified) {
    await failed(ctx.db, row.userId, 'passkey_refused', meta);
    throw invalid({ response: M.passkeyRefused }, M.passkeyRefused);
  }
  const result = await ctx.db.transaction(async (tx) => {
    await tx
      .update(secondFactors)
      .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: new Date() })
      .where(eq(secondFactors.id, factor.id));
    return finishLogin(ctx, tx, row.id, row.userId, row.remember, 'passkey', meta);
  });
  await clearAttempts(limiter, row.userId, meta);
  return result;
}

// ——— recovery through another administrator ———

/** An administrator (with a proven session) removes a person's factors, with the reason: audited, their sessions end. */
export async function resetSecondFactors({ ctx }: Deps, admin: AuthUser, userId: number, reason: string, meta: Meta) {
  if (admin.id === userId) throw forbidden(M.notYourself);
  await ctx.db.transaction(async (tx) => {
    const [target] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    if (!target) throw notFound();
    const gone = await tx.delete(secondFactors).where(eq(secondFactors.userId, userId)).returning({ kind: secondFactors.kind });
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await revokeUserSessions(tx, userId);
    await audit(tx, {
      actorId: admin.id,
      action: 'account.second_factor_reset',
      subjectType: 'user',
      subjectId: userId,
      data: { reason, removed: gone.map((g) => g.kind) },
      ip: meta.ip,
    });
  });
  return { user_id: userId, reset: true };
}

/** For test builders and the demo seed: a confirmed TOTP factor with a known secret. */
export async function enrolTotpSecret(db: Db | Tx, userId: number, secret: string, passphrase: string | undefined) {
  await db.insert(secondFactors).values({
    userId,
    kind: 'totp',
    label: 'Authenticator app',
    totpSecret: sealSecret(keyOf(passphrase), secret),
    confirmedAt: new Date(),
  });
}

/**
 * Seals the authenticator-app secrets stored before sealing (decision 096); returns how many. Run
 * by the accounts' housekeeping job (at start, then every six hours); idempotent.
 */
export async function sealStoredTotpSecrets(db: Db, passphrase: string | undefined): Promise<number> {
  const key = keyOf(passphrase);
  const rows = await db
    .select({ id: secondFactors.id, secret: secondFactors.totpSecret })
    .from(secondFactors)
    .where(and(eq(secondFactors.kind, 'totp'), sql`${secondFactors.totpSecret} not like 'v1.%'`));
  let sealed = 0;
  for (const r of rows) {
    if (!r.secret || isSealed(r.secret)) continue;
    const done = await db
      .update(secondFactors)
      .set({ totpSecret: sealSecret(key, r.secret) })
      .where(and(eq(secondFactors.id, r.id), eq(secondFactors.totpSecret, r.secret)))
      .returning({ id: secondFactors.id });
    sealed += done.length;
  }
  return sealed;
}
