import type { LoginResult } from '@ireti/shared/accounts/types';
import { api } from '../../../lib/api.ts';

/** The second step of sign-in (code 110's ticket): an app or recovery code, or a passkey (docs/decisions/086). */
export const loginWithCode = (ticket: string, code: string) => api<LoginResult>('POST', '/account/login/second-factor', { ticket, code });
export const loginPasskeyOptions = (ticket: string) => api<Record<string, unknown>>('POST', '/account/login/passkey/options', { ticket });
export const loginWithPasskey = (ticket: string, response: unknown) =>
  api<LoginResult>('POST', '/account/login/passkey', { ticket, response });
