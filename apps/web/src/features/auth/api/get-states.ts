import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api.ts';

export interface State {
  state_id: number;
  name: string;
}

/** GET /misc/states: the 36 states and the FCT (entity.states). */
export const getStates = (signal?: AbortSignal) =>
  unwrap(api<{ states: State[] }>('GET', '/misc/states', undefined, { signal })).then((e) => e.states);

export function useStates() {
  return useQuery({ queryKey: ['reference', 'states'], queryFn: ({ signal }) => getStates(signal), staleTime: Infinity });
}
