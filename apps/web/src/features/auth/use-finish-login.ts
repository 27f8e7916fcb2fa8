import { useNavigate, useLocation } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Code, type Envelope } from '@ireti/shared/status';
import type { LoginResult, UnverifiedLogin } from '@ireti/shared/accounts/types';
import { auth } from '../../lib/auth.ts';
import { afterLogin, rememberPending } from './session.ts';

export interface FromState {
  from?: string;
  fromState?: unknown;
}

/**
 * What happens after a sign-in reply (spec §2 and §4): 109 → /send_email without a token; 100 →
 * token and user stored, then back where a private route sent the user from, or else /admin for
 * an administrator, /upload_profile_photo when there is no photo and /profile otherwise. Returns false on failure.
 */
export function useFinishLogin() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const from = (location.state as FromState | null) ?? {};
  return (e: Envelope<LoginResult | UnverifiedLogin>): boolean => {
    if (e.status.code === Code.EMAIL_NOT_VERIFIED && e.entity?.user) {
      rememberPending(e.entity.user);
      navigate('/send_email', { state: { fromLogin: true } });
      return true;
    }
    if (e.status.code !== Code.OK || !('token' in e.entity)) return false;
    queryClient.clear();
    auth.signIn(e.entity.token, e.entity.user);
    const next = from.from && from.from.startsWith('/') && !from.from.startsWith('//') && from.from !== '/signin' ? from.from : null;
    if (next) navigate(next, { replace: true, state: from.fromState });
    else navigate(afterLogin(e.entity.user), { replace: true });
    return true;
  };
}
