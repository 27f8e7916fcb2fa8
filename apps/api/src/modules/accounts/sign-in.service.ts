import { Code } from '@ireti/shared/status';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import type { LoginResult, SignupResult } from '@ireti/shared/accounts/types';
import type { z } from 'zod';
import type { signinSchema, signupIndividualSchema, signupOrganizationSchema } from '@ireti/shared/accounts/schemas';
import type { Language } from '@ireti/shared/i18n';
import type { AppContext } from '../../context.ts';
import { askSecondFactor, hasSecondFactor } from './second-factor.ts';
import type { Db, Tx } from '../../db/client.ts';
import type { UserRow } from './accounts.schema.ts';
import { createSession } from './sessions.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import type { Limiter } from '../../lib/limiter.ts';
import { lgaInState, stateExists } from '../reference/index.ts';
import { AccountLimit, guard, loginDelayMs, loginThrottle } from './limits.ts';
import { mail } from './accounts.mail.ts';
import { hashPassword, isCommonPassword, needsRehash, verifyPassword } from './passwords.ts';
import { nigerianMobileE164 } from './phone.ts';
import * as repo from './repository.ts';
import { toApiUser } from './serialize.ts';

export { toApiUser } from './serialize.ts';

/**
 * Sign-up and sign-in (the e-mailed links are in links.ts). Every change is one
 * transaction with its outbox e-mail and its audit entry (docs/design.md §3).
 */
export const HOUR = 3_600_000;
export const VERIFY_TTL_MS = 24 * HOUR;
export const RESET_TTL_MS = 1 * HOUR;

export interface Meta {
  ip?: string;
  userAgent?: string;
  /** The language Accept-Language names, when it is one of ours: a new account starts with it (issue 17). */
  language?: Language;
}
export interface Deps {
  ctx: AppContext;
  limiter: Limiter;
}

type SignupIndividual = z.output<typeof signupIndividualSchema>;
type SignupOrganization = z.output<typeof signupOrganizationSchema>;
type Signin = z.output<typeof signinSchema>;

const nameOf = (u: UserRow) => (u.isOrganization ? (u.organizationName ?? '') : u.firstName);
export const recipient = (u: UserRow, email = u.email) => ({ email, name: nameOf(u) });

/** A state that exists and an LGA of that state, or the field messages saying otherwise. */
export async function placeErrors(db: Db | Tx, stateId: number, lgaId: number): Promise<Record<string, string>> {
  if (!(await stateExists(db as Db, stateId))) return { state: AccountMsg.stateUnknown };
  if (!(await lgaInState(db as Db, lgaId, stateId))) return { lga: AccountMsg.lgaNotInState };
  return {};
}

export function passwordErrors(field: string, password: string): Record<string, string> {
  return isCommonPassword(password) ? { [field]: AccountMsg.commonPassword } : {};
}

function throwIfAny(errors: Record<string, string>) {
  if (Object.keys(errors).length) throw invalid(errors);
}

export async function sendVerification(ctx: AppContext, tx: Tx, user: UserRow) {
  const token = await repo.issueToken(tx, user.id, 'verify_email', VERIFY_TTL_MS);
  await ctx.notify.mail(tx, recipient(user), mail.verifyEmail(recipient(user).name, `${ctx.config.publicUrl}/verify_email/${token}`));
}

/**
 * A sign-up with an address that already has an account answers exactly as a fresh one (020, as
 * amended): the same status, a user built the way a real one is (phantomUser), no token, after a
 * password hash. The owner is mailed instead (at most 3 an hour) and nothing else changes.
 */
async function alreadyRegistered(
  { ctx, limiter }: Deps,
  owner: UserRow,
  values: repo.NewUser & { email: string },
  passwordHash: string,
  socialId: string | undefined,
  meta: Meta,
): Promise<SignupResult> {
  const phantom = await repo.phantomUser(ctx.db, { ...values, passwordHash });
  await ctx.db.transaction(async (tx) => {
    // A fresh sign-up uses its social id up; so does this one, or a second try would tell them apart.
    if (socialId) await repo.useSocialSignup(tx, socialId);
    const l = AccountLimit.signupTakenMailPerAccount;
    if (await limiter.hit(`signup-taken:${owner.id}`, l.max, l.windowMs)) {
      await ctx.notify.mail(tx, recipient(owner), mail.signupTaken(recipient(owner).name, `${ctx.config.publicUrl}/forgot_password`));
    }
    await audit(tx, { actorId: null, action: 'account.signup.taken', subjectType: 'user', subjectId: owner.id, ip: meta.ip });
  });
  return { user: toApiUser(phantom, ctx.media), token: null };
}

/** What both sign-up forms share once their own fields are checked. */
async function createAccount(
  deps: Deps,
  given: repo.NewUser & { email: string },
  password: string,
  socialId: string | undefined,
  meta: Meta,
): Promise<SignupResult> {
  const { ctx } = deps;
  const { db, config, media } = ctx;
  if (socialId && !(await repo.liveSocialSignup(db, socialId))) throw new AppError(Code.NOT_FOUND, AccountMsg.socialExpired);
  // The language of the page the person signed up on, if it is one of ours (the same for a taken address's phantom).
  const values = { ...given, language: meta.language ?? null };
  // Hashed whether or not the address is taken, so both answers take about as long.
  const passwordHash = await hashPassword(password);
  const existing = await repo.userByEmail(db, values.email);
  if (existing) return alreadyRegistered(deps, existing, values, passwordHash, socialId, meta);
  try {
    return await db.transaction(async (tx) => {
      const social = socialId ? await repo.useSocialSignup(tx, socialId) : null;
      if (socialId && !social) throw new AppError(Code.NOT_FOUND, AccountMsg.socialExpired);
      // Facebook confirmed this address: no verification mail is needed for it.
      const confirmedBySocial = !!social?.email && social.email.toLowerCase() === values.email;
      const linked = !!social && !(await repo.userByFacebookId(tx, social.providerUserId));
      const user = await repo.insertUser(tx, {
        ...values,
        passwordHash,
        emailVerifiedAt: confirmedBySocial ? new Date() : null,
        facebookId: linked && social ? social.providerUserId : null,
      });
      if (!confirmedBySocial) await sendVerification(ctx, tx, user);
      await audit(tx, {
        actorId: user.id,
        action: 'account.signup',
        subjectType: 'user',
        subjectId: user.id,
        data: { organization: user.isOrganization, social: linked },
        ip: meta.ip,
      });
      const token = confirmedBySocial ? await createSession(tx, user.id, config.SESSION_TTL_DAYS, meta) : null;
      return { user: toApiUser(user, media), token };
    });
  } catch (err) {
    // Someone signed up with the address in the meantime: answered like any taken address.
    const owner = repo.isUniqueViolation(err) ? await repo.userByEmail(db, values.email) : null;
    if (owner) return alreadyRegistered(deps, owner, values, passwordHash, socialId, meta);
    throw err;
  }
}

export async function signupIndividual(deps: Deps, input: SignupIndividual, meta: Meta): Promise<SignupResult> {
  const mobile = nigerianMobileE164(input.mobile);
  throwIfAny({
    ...(mobile ? {} : { mobile: AccountMsg.nigerianMobile }),
    ...(await placeErrors(deps.ctx.db, input.state, input.lga)),
    ...passwordErrors('password', input.password),
  });
  return createAccount(
    deps,
    {
      email: input.email,
      firstName: input.first_name,
      lastName: input.last_name,
      mobile,
      gender: input.gender,
      stateId: input.state,
      lgaId: input.lga,
      isOrganization: false,
    },
    input.password,
    input.social_id,
    meta,
  );
}

export async function signupOrganization(deps: Deps, input: SignupOrganization, meta: Meta): Promise<SignupResult> {
  const mobile = nigerianMobileE164(input.organization_mobile);
  const secondary = input.secondary_mobile ? nigerianMobileE164(input.secondary_mobile) : null;
  throwIfAny({
    ...(mobile ? {} : { organization_mobile: AccountMsg.orgMobile }),
    ...(input.secondary_mobile && !secondary ? { secondary_mobile: AccountMsg.orgMobile } : {}),
    ...(await placeErrors(deps.ctx.db, input.state, input.lga)),
    ...passwordErrors('password', input.password),
  });
  return createAccount(
    deps,
    {
      email: input.organization_email,
      isOrganization: true,
      organizationName: input.organization_name,
      organizationType: input.organization_type,
      organizationAddress: input.organization_address,
      category: input.category,
      organizationMobile: mobile,
      secondaryMobile: secondary,
      mobile,
      stateId: input.state,
      lgaId: input.lga,
    },
    input.password,
    input.social_id,
    meta,
  );
}

/** Sessions: a fresh token at every login; "Remember Me" keeps it for SESSION_TTL_DAYS, otherwise a day. */
export async function startSession(ctx: AppContext, db: Db | Tx, user: UserRow, remember: boolean, meta: Meta): Promise<LoginResult> {
  // An account with a second factor signs in in two steps (docs/decisions/086): code 110 and a ticket.
  if (await hasSecondFactor(db, user.id)) return askSecondFactor(db, user, remember);
  const token = await createSession(db, user.id, remember ? ctx.config.SESSION_TTL_DAYS : 1, meta);
  await audit(db, { actorId: user.id, action: 'account.login', subjectType: 'user', subjectId: user.id, data: { remember }, ip: meta.ip });
  return { user: toApiUser(user, ctx.media), token };
}

/**
 * Login code 109 (spec §4): no token, only what /send_email needs to greet the user — and since
 * that page says a mail was sent, one is (at most every 5 minutes).
 */
export async function unverifiedLogin({ ctx, limiter }: Deps, user: UserRow): Promise<never> {
  const { max, windowMs } = AccountLimit.autoResendPerAccount;
  if (await limiter.hit(`verify-auto:${user.id}`, max, windowMs)) {
    await ctx.db.transaction((tx) => sendVerification(ctx, tx, user));
  }
  throw new AppError(Code.EMAIL_NOT_VERIFIED, AccountMsg.loginUnverified, {
    entity: {
      user: {
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        is_organization: user.isOrganization ? 1 : 0,
        organization_name: user.organizationName,
        verified: 0,
      },
    },
  });
}

/**
 * A failed sign-in for `email` (an account or not: both are answered alike). Past the account's
 * threshold of failures from anywhere, the owner is warned (at most once an hour) and the
 * failure is answered only after a growing delay (docs/decisions/026-login-throttling.md).
 */
async function signinFailed({ ctx, limiter }: Deps, email: string, user: UserRow | null) {
  const { max, windowMs } = AccountLimit.loginPerAccount;
  const failures = await limiter.add(`login-any:${email}`, windowMs);
  if (failures <= max) return;
  const warn = AccountLimit.loginWarningPerAccount;
  if (user && (await limiter.hit(`login-warn:${user.id}`, warn.max, warn.windowMs))) {
    await ctx.db.transaction((tx) =>
      ctx.notify.mail(tx, recipient(user), mail.signinAttempts(recipient(user).name, `${ctx.config.publicUrl}/forgot_password`)),
    );
  }
  await loginThrottle.sleep(loginDelayMs(failures - max));
}

export async function login(deps: Deps, input: Signin, meta: Meta): Promise<LoginResult> {
  const { ctx, limiter } = deps;
  const { db } = ctx;
  const email = input.email.toLowerCase();
  // Only this client's failures at this account can stop this client (26): the owner elsewhere is never locked out.
  const pairKey = `login:${email}|${meta.ip ?? ''}`;
  await guard(limiter, pairKey, AccountLimit.loginPerAddress);
  const user = await repo.userByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash, input.password);
  if (!user || !ok) {
    await signinFailed(deps, email, user);
    throw new AppError(Code.VALIDATION, AccountMsg.invalidCredentials);
  }
  await limiter.reset(pairKey);
  if (!user.emailVerifiedAt) await unverifiedLogin(deps, user);
  if (user.passwordHash && needsRehash(user.passwordHash)) {
    await repo.updateUser(db, user.id, { passwordHash: await hashPassword(input.password) });
  }
  return startSession(ctx, db, user, input.remember ?? false, meta);
}
