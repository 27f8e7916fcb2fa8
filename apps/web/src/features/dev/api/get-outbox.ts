import { useQuery } from '@tanstack/react-query';
import { Code } from '@ireti/shared/status';
import { ApiError, apiGet, unwrap } from '../../../lib/api.ts';

/** GET /dev/outbox (outside production only): sent e-mails and SMS, newest first. */
export interface OutboxMessage {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  links: string[];
  status: string;
  created: string;
}

export const getOutbox = (signal?: AbortSignal) => unwrap(apiGet<{ messages: OutboxMessage[] }>('/dev/outbox', undefined, { signal }));

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
