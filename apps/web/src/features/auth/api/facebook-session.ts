import type { LoginResult, UnverifiedLogin } from '@ireti/shared/accounts/types';
import { api } from '../../../lib/api.ts';

/** POST /account/facebook/session {code}: the one-time code of the /signin link, for a session. */
export const facebookSession = (code: string) => api<LoginResult | UnverifiedLogin>('POST', '/account/facebook/session', { code });
