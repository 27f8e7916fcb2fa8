import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '../../../lib/api.ts';

export interface Lga {
  local_id: number;
  local_name: string;
}

/** GET /misc/lga/{stateId}: the local government areas of a state (entity.cities). */
export const getLgas = (stateId: number, signal?: AbortSignal) =>
  unwrap(api<{ cities: Lga[] }>('GET', `/misc/lga/${stateId}`, undefined, { signal })).then((e) => e.cities);

export function useLgas(stateId: number | null) {
  return useQuery({
    queryKey: ['reference', 'lgas', stateId],
    queryFn: ({ signal }) => getLgas(stateId!, signal),
    enabled: !!stateId && stateId > 0,
    staleTime: Infinity,
  });
}
