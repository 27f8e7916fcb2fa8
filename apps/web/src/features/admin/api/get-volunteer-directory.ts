import { useQuery } from '@tanstack/react-query';
import { apiGet, unwrap } from '../../../lib/api.ts';
import type { VolunteersPage } from '@ireti/shared/trust/types';

/** Approved volunteers to choose from when assigning one by hand (the public list, 100 at once). */
export function useVolunteerDirectory(enabled: boolean) {
  return useQuery({
    queryKey: ['admin', 'volunteer-directory'],
    queryFn: ({ signal }) => unwrap(apiGet<VolunteersPage>('/volunteer/getvolunteers', { page: 0, per_page: 100 }, { signal })),
    enabled,
  });
}
