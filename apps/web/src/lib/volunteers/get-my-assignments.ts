import { useQuery } from '@tanstack/react-query';
import type { MyAssignments } from '@ireti/shared/trust/types';
import { api, unwrap } from '../api.ts';

/** GET /volunteer/assignments: campaigns waiting for the signed-in volunteer to check them. */
export const getMyAssignments = (signal?: AbortSignal) =>
  unwrap(api<MyAssignments>('GET', '/volunteer/assignments', undefined, { signal }));

export function useMyAssignments(enabled: boolean) {
  return useQuery({ queryKey: ['volunteers', 'my-assignments'], queryFn: ({ signal }) => getMyAssignments(signal), enabled });
}
