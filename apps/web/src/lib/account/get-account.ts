import { useQuery } from '@tanstack/react-query';
import type { ApiUser } from '@ireti/shared/accounts/types';
import { api, unwrap } from '../api.ts';
import { auth, useAuth } from '../auth.ts';

export const accountKey = ['accounts', 'me'] as const;

/** GET /account: the signed-in user, kept in the auth store as well. */
export async function getAccount(signal?: AbortSignal): Promise<ApiUser> {
  const user = await unwrap(api<ApiUser>('GET', '/account', undefined, { signal }));
  auth.setUser(user);
  return user;
}

export function useAccount() {
  const { token, user } = useAuth();
  return useQuery({
    queryKey: accountKey,
    queryFn: ({ signal }) => getAccount(signal),
    enabled: !!token,
    initialData: user ?? undefined,
    staleTime: 0,
  });
}
