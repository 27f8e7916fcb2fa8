import { useQuery } from '@tanstack/react-query';
import type { CampaignCard } from '@ireti/shared/campaigns/types';
import { api, unwrap } from '../../../lib/api.ts';

/** GET /volunteer/assignments: campaigns waiting for the signed-in volunteer to check them. */
export const getMyAssignments = (signal?: AbortSignal) =>
  unwrap(api<{ campaigns: CampaignCard[] }>('GET', '/volunteer/assignments', undefined, { signal }));

export function useMyAssignments(enabled: boolean) {
  return useQuery({ queryKey: ['volunteers', 'my-assignments'], queryFn: ({ signal }) => getMyAssignments(signal), enabled });
}
