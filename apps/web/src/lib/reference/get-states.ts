import { useQuery } from '@tanstack/react-query';
import type { StatesReply } from '@ireti/shared/reference/types';
import { api, unwrap } from '../api.ts';

/** GET /misc/states: the 36 states and the FCT (entity.states). */
export const getStates = (signal?: AbortSignal) =>
  unwrap(api<StatesReply>('GET', '/misc/states', undefined, { signal })).then((e) => e.states);

export function useStates() {
  return useQuery({ queryKey: ['reference', 'states'], queryFn: ({ signal }) => getStates(signal), staleTime: Infinity });
}
