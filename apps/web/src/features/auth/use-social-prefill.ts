import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { SocialSignupDetails } from '@ireti/shared/accounts/types';
import { useSocialDetails } from './api/get-social-details.ts';

/**
 * The sign-up forms are prefilled once from the social-login details (spec §4): ?id= in the
 * address, as the Facebook callback leaves it. Returns the id to send with the sign-up.
 */
export function useSocialPrefill(apply: (u: SocialSignupDetails['user']) => void): { socialId: string | null; expired: boolean } {
  const [params] = useSearchParams();
  const raw = params.get('id');
  const socialId = raw && /^[a-z0-9]{8,40}$/.test(raw) ? raw : null;
  const details = useSocialDetails(socialId);
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !details.data) return;
    done.current = true;
    apply(details.data.user);
  }, [details.data, apply]);
  return { socialId: details.isError ? null : socialId, expired: details.isError };
}
