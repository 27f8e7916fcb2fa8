import type { WorkboxPlugin } from 'workbox-core';
import { mayKeep } from './offline-rules.ts';

/**
 * What may enter the worker's caches, and when (issue 23). Every strategy that keeps answers
 * takes `plugin`:
 * - only what `mayKeep` allows (anonymous, not private, no link token);
 * - nothing asked for before the last sign-out: each request notes the sign-out count when it
 *   starts, and an answer that comes back after a sign-out is not written (cacheWillUpdate), or,
 *   if the sign-out came between that check and the write, is deleted again (cacheDidUpdate).
 * `signedOut()` counts a sign-out and empties the caches that hold what the person saw.
 */
export function createKeeper(o: { forget: () => Promise<unknown>; open: (cacheName: string) => Promise<Pick<Cache, 'delete'>> }) {
  let signOuts = 0;
  const startedAt = (state: Record<string, unknown> | undefined) => state?.signOuts;
  const plugin: WorkboxPlugin = {
    handlerWillStart: async ({ state }) => {
      if (state) state.signOuts = signOuts;
    },
    cacheWillUpdate: async ({ request, response, state }) =>
      startedAt(state) === signOuts && mayKeep(request, response) ? response : null,
    cacheDidUpdate: async ({ cacheName, request, state }) => {
      if (startedAt(state) !== signOuts) await (await o.open(cacheName)).delete(request);
    },
  };
  return {
    plugin,
    get signOuts() {
      return signOuts;
    },
    async signedOut() {
      signOuts += 1;
      await o.forget();
    },
  };
}
