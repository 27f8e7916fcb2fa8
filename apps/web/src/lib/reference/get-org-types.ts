import type { OrgTypesReply } from '@ireti/shared/reference/types';
import { useQuery } from '@tanstack/react-query';
import { ORGANIZATION_CATEGORIES, ORGANIZATION_TYPES } from '@ireti/shared/constants';
import { api, unwrap } from '../api.ts';

export type OrgTypes = OrgTypesReply;

/** GET /misc/org_types: organisation types and categories (the shared lists until it answers). */
export const getOrgTypes = (signal?: AbortSignal) => unwrap(api<OrgTypes>('GET', '/misc/org_types', undefined, { signal }));

export function useOrgTypes() {
  return useQuery({
    queryKey: ['reference', 'org-types'],
    queryFn: ({ signal }) => getOrgTypes(signal),
    staleTime: Infinity,
    placeholderData: { org_types: [...ORGANIZATION_TYPES], org_categories: [...ORGANIZATION_CATEGORIES] },
  });
}
