import { Code } from '@ireti/shared/status';
import { AppError } from '../../http/errors.ts';
import type { Limiter } from '../../lib/limiter.ts';

/**
 * Limits per account (or per e-mail address) through app.limiter; the per-IP limits are the
 * routes' `rateLimit` config. A login that succeeds clears its account's count, so only failed
 * attempts add up (docs/decisions/020-accounts-tokens-and-sessions.md).
 */
const MIN = 60_000;
export const AccountLimit = {
  loginPerAccount: { max: 10, windowMs: 15 * MIN },
  forgotPerEmail: { max: 3, windowMs: 60 * MIN },
  resendPerKey: { max: 3, windowMs: 60 * MIN },
  autoResendPerAccount: { max: 1, windowMs: 5 * MIN },
  phoneSendPerAccount: { max: 3, windowMs: 15 * MIN },
  phoneCheckPerAccount: { max: 10, windowMs: 15 * MIN },
  passwordCheckPerAccount: { max: 10, windowMs: 15 * MIN },
} as const;

/** Per-IP limits of the routes (@fastify/rate-limit, in memory or Redis). */
export const IpLimit = {
  login: { max: 60, timeWindow: '1 minute' },
  signup: { max: 30, timeWindow: '10 minutes' },
  forgot: { max: 10, timeWindow: '15 minutes' },
  resend: { max: 10, timeWindow: '15 minutes' },
  token: { max: 30, timeWindow: '10 minutes' },
  phone: { max: 10, timeWindow: '15 minutes' },
  facebook: { max: 30, timeWindow: '10 minutes' },
} as const;

export const tooMany = (wait = 'a few minutes') =>
  new AppError(Code.TOO_MANY_REQUESTS, `Too many attempts. Please wait ${wait} and try again.`);

export async function guard(limiter: Limiter, key: string, l: { max: number; windowMs: number }) {
  if (!(await limiter.hit(key, l.max, l.windowMs))) throw tooMany(`${Math.ceil(l.windowMs / MIN)} minutes`);
}
