import { useQuery } from '@tanstack/react-query';
import type { MyApplication } from '@ireti/shared/trust/types';
import { api, unwrap } from '../../../lib/api.ts';
import { useAuth } from '../../../lib/auth.ts';

export const myApplicationKey = ['volunteers', 'my-application'] as const;

/** GET /volunteer/application: where the signed-in user's volunteer application stands. */
export const getMyApplication = (signal?: AbortSignal) =>
  unwrap(api<MyApplication>('GET', '/volunteer/application', undefined, { signal }));

export function useMyApplication() {
  const { token } = useAuth();
  return useQuery({ queryKey: myApplicationKey, queryFn: ({ signal }) => getMyApplication(signal), enabled: !!token });
}
