import { useQuery } from '@tanstack/react-query';
import type { Assignment } from '@ireti/shared/trust/types';
import { api, unwrap } from '../api.ts';
import { useAuth } from '../auth.ts';

/** GET /volunteer/assignments/{campaignId}: what the signed-in volunteer or admin may do on a campaign. */
export const getAssignment = (campaignId: string, signal?: AbortSignal) =>
  unwrap(api<Assignment>('GET', `/volunteer/assignments/${encodeURIComponent(campaignId)}`, undefined, { signal }));

/** Asked only of volunteers and admins: nobody else can vet a campaign. */
export function useAssignment(campaignId: string, status: number) {
  const { user } = useAuth();
  const mayVet = !!user && (user.is_volunteer > 0 || user.role === 'admin');
  return useQuery({
    queryKey: ['volunteers', 'assignment', campaignId, status],
    queryFn: ({ signal }) => getAssignment(campaignId, signal),
    enabled: mayVet && (status === 0 || status === 1),
  });
}
