import { useQuery } from '@tanstack/react-query';
import type { AdminPerson } from '@ireti/shared/accounts/second-factor';
import { api, apiGet, unwrap } from '../../../lib/api.ts';
import { useAdminAction } from './admin-action.ts';

/** GET /admin/users?email=…: the account a written request is about (issue 28). */
export function usePerson(email: string) {
  return useQuery({
    queryKey: ['admin', 'person', email],
    queryFn: ({ signal }) => unwrap(apiGet<AdminPerson>('/admin/users', { email }, { signal })),
    enabled: email.length > 0,
    retry: false,
  });
}

type OnRequest = { userId: number; reason: string };

/** POST /admin/users/{userId}/data { reason }: the archive, mailed to the person (audited). */
export const useExportForPerson = () =>
  useAdminAction(({ userId, reason }: OnRequest) => api('POST', `/admin/users/${userId}/data`, { reason }));

/** POST /admin/users/{userId}/close { reason }: the account closed on the person's written request (audited). */
export const useCloseForPerson = () =>
  useAdminAction(({ userId, reason }: OnRequest) => api('POST', `/admin/users/${userId}/close`, { reason }));

/** POST /admin/users/{userId}/second-factor/reset { reason }: their factors removed after checking who asks (audited). */
export const useResetSecondFactor = () =>
  useAdminAction(({ userId, reason }: OnRequest) => api('POST', `/admin/users/${userId}/second-factor/reset`, { reason }));
