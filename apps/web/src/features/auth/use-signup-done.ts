import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Code, type Envelope } from '@ireti/shared/status';
import type { SignupResult } from '@ireti/shared/accounts/types';
import { auth } from '../../lib/auth.ts';
import { afterLogin, rememberPending } from './session.ts';

/**
 * After a sign-up (spec §2, §4): the names are kept and the user goes to /send_email; an account
 * whose e-mail Facebook already confirmed comes back with a token and goes on as after a login.
 */
export function useSignupDone() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (e: Envelope<SignupResult>): boolean => {
    if (e.status.code !== Code.OK) return false;
    const { user, token } = e.entity;
    if (token && user.verified) {
      queryClient.clear();
      auth.signIn(token, user);
      navigate(afterLogin(user), { replace: true });
      return true;
    }
    rememberPending(user);
    navigate('/send_email', { state: { fromSignup: true } });
    return true;
  };
}
