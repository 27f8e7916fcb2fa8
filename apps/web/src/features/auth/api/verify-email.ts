import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** PUT /account/verify {token}: success or the failure the page shows in red. Asked once per token. */
export const verifyEmail = (token: string) => api<{ verified: boolean; email: string }>('PUT', '/account/verify', { token });

export function useVerifyEmail(token: string) {
  return useQuery({
    queryKey: ['accounts', 'verify-email', token],
    queryFn: () => verifyEmail(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}
