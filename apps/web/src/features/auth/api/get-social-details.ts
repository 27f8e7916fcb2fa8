import { useQuery } from '@tanstack/react-query';
import type { SocialSignupDetails } from '@ireti/shared/accounts/types';
import { api, unwrap } from '../../../lib/api.ts';

/** GET /account/user/{id}: what Facebook told us, to prefill a sign-up form once. */
export const getSocialDetails = (id: string, signal?: AbortSignal) =>
  unwrap(api<SocialSignupDetails>('GET', `/account/user/${encodeURIComponent(id)}`, undefined, { signal }));

export function useSocialDetails(id: string | null) {
  return useQuery({
    queryKey: ['accounts', 'social', id],
    queryFn: ({ signal }) => getSocialDetails(id!, signal),
    enabled: !!id,
    staleTime: Infinity,
    retry: false,
  });
}
