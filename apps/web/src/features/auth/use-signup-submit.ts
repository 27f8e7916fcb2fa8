import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Code, type Envelope } from '@ireti/shared/status';
import type { SignupResult } from '@ireti/shared/accounts/types';
import { auth } from '../../lib/auth.ts';
import { afterLogin, rememberPending } from './session.ts';

/**
 * Sends a sign-up form (with the social id it was prefilled from) as useFormSubmit's `send`:
 * the refusal is returned to show. After a sign-up (spec §2, §4) the names are kept and the user
 * goes to /send_email; an account whose e-mail Facebook already confirmed comes back with a token
 * and goes on as after a login.
 */
export function useSignupSubmit<B>(signup: (body: B & { social_id?: string }) => Promise<Envelope<SignupResult>>, socialId: string | null) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return async (body: B): Promise<Envelope<SignupResult> | undefined> => {
    const e = await signup({ ...body, ...(socialId ? { social_id: socialId } : {}) });
    if (e.status.code !== Code.OK) return e;
    const { user, token } = e.entity;
    if (token && user.verified) {
      queryClient.clear();
      auth.signIn(token, user);
      navigate(afterLogin(user), { replace: true });
      return;
    }
    rememberPending(user);
    navigate('/send_email', { state: { fromSignup: true } });
  };
}
