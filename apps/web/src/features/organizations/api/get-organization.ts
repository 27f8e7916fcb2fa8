import { useQuery } from '@tanstack/react-query';
import type { OrganizationDetail } from '@ireti/shared/trust/types';
import { api, unwrap } from '../../../lib/api.ts';

/** GET /organizations/{id}: the banner of a verified organisation's page. */
export const getOrganization = (id: string, signal?: AbortSignal) =>
  unwrap(api<OrganizationDetail>('GET', `/organizations/${encodeURIComponent(id)}`, undefined, { signal }));

export function useOrganization(id: string) {
  return useQuery({ queryKey: ['organizations', 'one', id], queryFn: ({ signal }) => getOrganization(id, signal), retry: false });
}
