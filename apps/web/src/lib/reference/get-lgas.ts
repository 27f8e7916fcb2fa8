import { useQuery } from '@tanstack/react-query';
import type { LgasReply } from '@ireti/shared/reference/types';
import { api, unwrap } from '../api.ts';

/** GET /misc/lga/{stateId}: the local government areas of a state (entity.cities). */
export const getLgas = (stateId: number, signal?: AbortSignal) =>
  unwrap(api<LgasReply>('GET', `/misc/lga/${stateId}`, undefined, { signal })).then((e) => e.cities);

export function useLgas(stateId: number | null) {
  return useQuery({
    queryKey: ['reference', 'lgas', stateId],
    queryFn: ({ signal }) => getLgas(stateId!, signal),
    enabled: !!stateId && stateId > 0,
    staleTime: Infinity,
  });
}
