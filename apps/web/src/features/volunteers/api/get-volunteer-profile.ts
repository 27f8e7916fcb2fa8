import { useQuery } from '@tanstack/react-query';
import type { VolunteerProfile } from '@ireti/shared/trust/types';
import { api, unwrap } from '../../../lib/api.ts';

/** GET /volunteer/profile/{id}: an approved volunteer's public profile (104 for anyone else). */
export const getVolunteerProfile = (id: string, signal?: AbortSignal) =>
  unwrap(api<VolunteerProfile>('GET', `/volunteer/profile/${encodeURIComponent(id)}`, undefined, { signal }));

export function useVolunteerProfile(id: string) {
  return useQuery({
    queryKey: ['volunteers', 'profile', id],
    queryFn: ({ signal }) => getVolunteerProfile(id, signal),
    retry: false,
  });
}
