import { useQuery } from '@tanstack/react-query';
import type { FacebookLink } from '@ireti/shared/accounts/types';
import { api, unwrap } from '../../../lib/api.ts';

export type FacebookIntent = 'login' | 'signup' | 'orgsignup';
const paths: Record<FacebookIntent, string> = {
  login: '/account/facebookloginlink',
  signup: '/account/facebooksignuplink',
  orgsignup: '/account/facebookorgsignuplink',
};

/** GET /account/facebook…link: the authorisation URL, or configured: false (the button is hidden). */
export const getFacebookLink = (intent: FacebookIntent, signal?: AbortSignal) =>
  unwrap(api<FacebookLink>('GET', paths[intent], undefined, { signal }));

export function useFacebookLink(intent: FacebookIntent) {
  // Never cached: each link carries a fresh state bound to a short-lived cookie.
  return useQuery({
    queryKey: ['accounts', 'facebook-link', intent],
    queryFn: ({ signal }) => getFacebookLink(intent, signal),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
