import { useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@ireti/shared/trust/types';
import { api, unwrap } from '../../../lib/api.ts';

/** GET /admin/overview: how many items wait in each queue (the tab badges). */
export const getOverview = (signal?: AbortSignal) => unwrap(api<AdminOverview>('GET', '/admin/overview', undefined, { signal }));

export function useOverview() {
  return useQuery({ queryKey: ['admin', 'overview'], queryFn: ({ signal }) => getOverview(signal) });
}
