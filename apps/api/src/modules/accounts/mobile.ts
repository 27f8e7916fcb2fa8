import { randomInt, timingSafeEqual } from 'node:crypto';
import { AccountMsg } from '@ireti/shared/accounts/messages';
import type { ApiUser, PhoneCodeSent } from '@ireti/shared/accounts/types';
import { Code } from '@ireti/shared/status';
import type { AuthUser } from '../../lib/auth-user.ts';
import { AppError, invalid } from '../../lib/errors.ts';
import { audit } from '../../lib/audit.ts';
import { AccountLimit, guard } from './limits.ts';
import { phoneCode } from './accounts.mail.ts';
import { maskMobile } from './phone.ts';
import * as repo from './repository.ts';
import { toApiUser } from './serialize.ts';
import type { Deps, Meta } from './sign-in.service.ts';

/**
 * Phone confirmation (/confirm_phone): a 6-digit code by SMS through the outbox, valid 10 minutes,
 * 5 tries, stored hashed; a new code at most once a minute and 3 per 15 minutes per account. Asked
 * too soon, the reply is 107 saying when (`codeWait`) with `retry_in` seconds for the page's countdown.
 */
export const CODE_TTL_MS = 10 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const CODE_RESEND_MS = 60_000;

/** Milliseconds before `userId` may be sent another code (0: now), from the codes already sent. */
async function resendWaitMs({ ctx }: Deps, userId: number): Promise<number> {
  const { max, windowMs } = AccountLimit.phoneSendPerAccount;
  const sent = await repo.recentPhoneCodeTimes(ctx.db, userId, windowMs);
  const now = Date.now();
  const afterLast = sent[0] ? sent[0].getTime() + CODE_RESEND_MS - now : 0;
  const afterWindow = sent.length >= max ? sent[max - 1]!.getTime() + windowMs - now : 0;
  return Math.max(0, afterLast, afterWindow);
}

export async function sendPhoneCode(deps: Deps, user: AuthUser, meta: Meta): Promise<PhoneCodeSent> {
  const { ctx, limiter } = deps;
  if (!user.mobile) throw invalid({ mobile: AccountMsg.noMobile });
  if (user.mobileVerifiedAt) throw new AppError(Code.CONFLICT, AccountMsg.mobileConfirmed);
  const wait = await resendWaitMs(deps, user.id);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw new AppError(Code.TOO_MANY_REQUESTS, AccountMsg.codeWait(seconds), { entity: { retry_in: seconds } });
  }
  // Two requests at the same instant both pass the check above; the counter holds the line.
  await guard(limiter, `phone-send:${user.id}`, AccountLimit.phoneSendPerAccount);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await ctx.db.transaction(async (tx) => {
    await repo.insertPhoneCode(tx, user.id, user.mobile!, code, CODE_TTL_MS);
    await ctx.notify.sms(tx, user.mobile!, phoneCode(code));
    await audit(tx, { actorId: user.id, action: 'account.mobile.code_sent', subjectType: 'user', subjectId: user.id, ip: meta.ip });
  });
  const next = Math.ceil((await resendWaitMs(deps, user.id)) / 1000);
  return { mobile: maskMobile(user.mobile), expires_in: CODE_TTL_MS / 1000, resend_in: Math.max(next, CODE_RESEND_MS / 1000) };
}

export async function confirmPhoneCode({ ctx, limiter }: Deps, user: AuthUser, code: string, meta: Meta): Promise<ApiUser> {
  await guard(limiter, `phone-check:${user.id}`, AccountLimit.phoneCheckPerAccount);
  const outcome = await ctx.db.transaction(async (tx) => {
    const row = await repo.latestPhoneCode(tx, user.id);
    if (!row || row.usedAt || row.expiresAt <= new Date() || row.phone !== user.mobile) return { error: AccountMsg.codeExpired };
    if (row.attempts >= MAX_CODE_ATTEMPTS) return { error: AccountMsg.codeAttempts };
    if (!timingSafeEqual(row.codeHash, repo.codeHash(user.id, code))) {
      const attempts = row.attempts + 1;
      await repo.updatePhoneCode(tx, row.id, { attempts, ...(attempts >= MAX_CODE_ATTEMPTS ? { usedAt: new Date() } : {}) });
      return { error: attempts >= MAX_CODE_ATTEMPTS ? AccountMsg.codeAttempts : AccountMsg.codeWrong };
    }
    await repo.updatePhoneCode(tx, row.id, { usedAt: new Date(), attempts: row.attempts + 1 });
    const updated = await repo.updateUser(tx, user.id, { mobileVerifiedAt: new Date() });
    await audit(tx, {
      actorId: user.id,
      action: 'account.mobile.confirmed',
      subjectType: 'user',
      subjectId: user.id,
      data: { mobile: user.mobile },
      ip: meta.ip,
    });
    return { user: updated };
  });
  // The wrong-attempt count is committed before the 101 goes out.
  if ('error' in outcome) throw invalid({ code: outcome.error! });
  return toApiUser(outcome.user, ctx.media);
}
