import { Code } from '@ireti/shared/status';
import { AppError } from '../../lib/errors.ts';
import type { Limiter } from '../../lib/limiter.ts';

/**
 * Limits per account (or per e-mail address) through app.limiter; the per-IP limits are the
 * routes' `rateLimit` config (docs/decisions/020-accounts-tokens-and-sessions.md). Sign-in
 * (docs/decisions/026-login-throttling.md): 5 attempts per (address, client address) and 15
 * minutes, cleared by a success; past 10 failures per address from anywhere, failures are
 * answered after a growing delay and the owner is warned at most once an hour — nobody is
 * locked out by failures they did not make.
 */
const MIN = 60_000;
export const AccountLimit = {
  loginPerAddress: { max: 5, windowMs: 15 * MIN },
  loginPerAccount: { max: 10, windowMs: 15 * MIN },
  loginWarningPerAccount: { max: 1, windowMs: 60 * MIN },
  forgotPerEmail: { max: 3, windowMs: 60 * MIN },
  resendPerKey: { max: 3, windowMs: 60 * MIN },
  signupTakenMailPerAccount: { max: 3, windowMs: 60 * MIN },
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

/** The wait before a failed sign-in is answered, `over` failures past the account's threshold: 0.25 s doubling to 8 s. */
export const loginDelayMs = (over: number) => (over < 1 ? 0 : Math.min(8_000, 250 * 2 ** Math.min(over - 1, 5)));

/** How a slowed sign-in waits; tests replace `sleep` instead of waiting. */
export const loginThrottle = {
  sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
};
