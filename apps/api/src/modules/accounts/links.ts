import { Code } from '@ireti/shared/status';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import type { EmailVerified, PasswordReset, ResetLinkSent, ResetTokenValid, VerificationResent } from '@ireti/shared/accounts/types';
import { revokeUserSessions } from './sessions.ts';
import { AppError, conflict, invalid } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import type { UserRow } from './accounts.schema.ts';
import { AccountLimit, guard } from './limits.ts';
import { mail } from './accounts.mail.ts';
import { hashPassword } from './passwords.ts';
import { reclaimUnverified } from './reclaim.ts';
import * as repo from './repository.ts';
import { RESET_TTL_MS, passwordErrors, recipient, sendVerification, type Deps, type Meta } from './sign-in.service.ts';

/** The e-mailed links: verification (and e-mail change), resend, forgotten password and reset. */
const invalidLink = () => new AppError(Code.NOT_FOUND, AccountMsg.tokenInvalid);

/** PUT /account/verify: a sign-up link verifies the address; an e-mail-change link switches to the new one. */
export async function verifyEmail({ ctx }: Deps, token: string, meta: Meta): Promise<EmailVerified> {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await repo.consumeToken(tx, token, ['verify_email', 'change_email']);
      if (!row) throw invalidLink();
      const user = await repo.userById(tx, row.userId);
      if (!user) throw invalidLink();
      if (row.purpose === 'change_email') {
        const taken = await repo.userByEmail(tx, row.newEmail!);
        if (taken && taken.id !== user.id) throw conflict(AccountMsg.emailTaken);
        await repo.updateUser(tx, user.id, { email: row.newEmail!, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
        await repo.retireTokens(tx, user.id, 'change_email');
        await audit(tx, {
          actorId: user.id,
          action: 'account.email.changed',
          subjectType: 'user',
          subjectId: user.id,
          data: { from: user.email, to: row.newEmail },
          ip: meta.ip,
        });
        return { verified: true, email: row.newEmail! };
      }
      if (!user.emailVerifiedAt) {
        await repo.updateUser(tx, user.id, { emailVerifiedAt: new Date() });
        await audit(tx, { actorId: user.id, action: 'account.email.verified', subjectType: 'user', subjectId: user.id, ip: meta.ip });
      }
      return { verified: true, email: user.email };
    });
  } catch (err) {
    if (repo.isUniqueViolation(err)) throw conflict(AccountMsg.emailTaken);
    throw err;
  }
}

/**
 * A new verification link, asked for by address (the same answer whether or not it exists) or
 * by an old link's token (the RESEND EMAIL button of a failed /verify_email).
 */
export async function resendVerification({ ctx, limiter }: Deps, input: { email?: string; token?: string }): Promise<VerificationResent> {
  const { db } = ctx;
  await guard(limiter, `resend:${input.email ?? input.token}`, AccountLimit.resendPerKey);
  let user: UserRow | null = null;
  if (input.token) {
    const row = await repo.findToken(db, input.token, 'verify_email');
    if (!row) throw invalidLink();
    user = await repo.userById(db, row.userId);
    if (user?.emailVerifiedAt) return { sent: false, already_verified: true };
  } else if (input.email) {
    user = await repo.userByEmail(db, input.email);
  }
  if (user && !user.emailVerifiedAt) await db.transaction((tx) => sendVerification(ctx, tx, user));
  return { sent: true, already_verified: false };
}

/** POST /account/emailtoresetpassword: the same answer whether or not the address exists. */
export async function forgotPassword({ ctx, limiter }: Deps, email: string, meta: Meta): Promise<ResetLinkSent> {
  await guard(limiter, `forgot:${email}`, AccountLimit.forgotPerEmail);
  await ctx.db.transaction(async (tx) => {
    const u = await repo.userByEmail(tx, email);
    if (!u) return;
    await repo.retireTokens(tx, u.id, 'reset_password');
    const token = await repo.issueToken(tx, u.id, 'reset_password', RESET_TTL_MS);
    await ctx.notify.mail(tx, recipient(u), mail.resetPassword(recipient(u).name, `${ctx.config.publicUrl}/reset_password/${token}`));
    await audit(tx, { actorId: u.id, action: 'account.password.reset_requested', subjectType: 'user', subjectId: u.id, ip: meta.ip });
  });
  return { sent: true };
}

/** GET /account/resetpassword/{token}: is the link still good (the reset page asks first)? */
export async function checkResetToken({ ctx }: Deps, token: string): Promise<ResetTokenValid> {
  if (!(await repo.liveToken(ctx.db, token, 'reset_password'))) throw invalidLink();
  return { valid: true };
}

export async function resetPassword({ ctx }: Deps, input: { pass: string; token: string }, meta: Meta): Promise<PasswordReset> {
  const weak = passwordErrors('pass', input.pass);
  if (Object.keys(weak).length) throw invalid(weak);
  const passwordHash = await hashPassword(input.pass);
  return ctx.db.transaction(async (tx) => {
    const row = await repo.consumeToken(tx, input.token, ['reset_password']);
    if (!row) throw invalidLink();
    const user = await repo.userById(tx, row.userId);
    if (!user) throw invalidLink();
    // Opening the e-mailed link proves the address too; an account nobody had verified is taken
    // back from whoever opened it (reclaim.ts).
    if (user.emailVerifiedAt) await repo.updateUser(tx, user.id, { passwordHash });
    else await reclaimUnverified(tx, user, { passwordHash, facebookId: null }, 'reset', meta.ip);
    await revokeUserSessions(tx, user.id);
    await ctx.notify.mail(tx, recipient(user), mail.passwordChanged(recipient(user).name));
    await audit(tx, { actorId: user.id, action: 'account.password.reset', subjectType: 'user', subjectId: user.id, ip: meta.ip });
    return { reset: true };
  });
}
