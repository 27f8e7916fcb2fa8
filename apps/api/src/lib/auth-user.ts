import type { UserRow } from '../modules/accounts/accounts.schema.ts';

/**
 * The signed-in user as every layer sees it: the account's row and the session it came with. It
 * sits below http and the modules (like AppError in ./errors.ts) so services need nothing from
 * http; the accounts module makes it (accounts/sessions.ts), http/auth.ts attaches it to requests.
 */
export type AuthUser = UserRow & {
  sessionId: number;
  /** When the session was proven by a second factor (docs/decisions/086); null for a password-only session. */
  secondFactorAt: Date | null;
};
