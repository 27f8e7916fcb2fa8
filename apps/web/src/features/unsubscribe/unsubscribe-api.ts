import { useMutation } from '@tanstack/react-query';
import type { UnsubscribeState } from '@ireti/shared/updates/types';
import { api } from '../../lib/api.ts';

/** POST /unsubscribe/{token} stops the updates, DELETE starts them again; no sign-in (the token is the key). */
export const setUnsubscribed = (token: string, unsubscribed: boolean) =>
  api<UnsubscribeState>(unsubscribed ? 'POST' : 'DELETE', `/unsubscribe/${encodeURIComponent(token)}`);

export function useSetUnsubscribed(token: string) {
  return useMutation({ mutationFn: (unsubscribed: boolean) => setUnsubscribed(token, unsubscribed) });
}
