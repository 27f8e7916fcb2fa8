import { useQuery } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import type { Outbox, OutboxMessage } from '@ireti/shared/dev/types';
import { ApiError, apiGet, unwrap } from '../../../lib/api.ts';

export type { OutboxMessage };

/** GET /dev/outbox (dev tools only): sent e-mails and SMS, newest first. */
export const getOutbox = (signal?: AbortSignal) => unwrap(apiGet<Outbox>('/dev/outbox', undefined, { signal }));

export const isNotFound = (err: unknown) => err instanceof ApiError && err.code === Code.NOT_FOUND;

export function useOutbox(live: boolean) {
  return useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: ({ signal }) => getOutbox(signal),
    staleTime: 0,
    refetchInterval: (q) => (live && !isNotFound(q.state.error) ? 4000 : false),
    retry: (n, err) => !isNotFound(err) && n < 1,
  });
}
