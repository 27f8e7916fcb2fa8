import * as OTPAuth from 'otpauth';

/**
 * Authenticator-app codes for tests (issue 28): a code is good once, so each account's next code is
 * that of the step after the one it last used — from the current step (the server allows one step of
 * drift either side), waiting for the clock only when a test signs in more than twice in 30 s.
 */
const lastStep = new Map<string, number>();
export async function nextCode(secret: string, account = secret): Promise<string> {
  const now = Math.floor(Date.now() / 30_000);
  const step = Math.max(now, (lastStep.get(account) ?? -Infinity) + 1);
  if (step > now + 1) await new Promise((r) => setTimeout(r, (step - 1) * 30_000 - Date.now() + 100));
  lastStep.set(account, step);
  return OTPAuth.TOTP.generate({ secret: OTPAuth.Secret.fromBase32(secret), timestamp: step * 30_000 });
}
