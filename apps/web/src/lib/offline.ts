import { useSyncExternalStore } from 'react';
import { CACHES, SAVED_AT_HEADER, SIGNED_OUT_MESSAGE } from '../sw/offline-rules.ts';
import { i18n } from './i18n/index.ts';
import { keepCurrent } from './texts-now.ts';

/**
 * Whether the page is showing copies the service worker kept (issue 17, decision 079): the API
 * client notes each answer's "saved at" stamp, the browser says when the connection drops and
 * comes back. The offline note reads it.
 */
type State = { online: boolean; savedAt: Date | null };
// (on the server's render, Node's navigator has no onLine: the page is drawn online)
let state: State = { online: typeof navigator === 'undefined' || navigator.onLine !== false, savedAt: null };
const listeners = new Set<() => void>();
const set = (next: Partial<State>) => {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
};

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => set({ online: true }));
  window.addEventListener('offline', () => set({ online: false }));
}

/** Called with every API answer: a copy says when it was saved; a fresh answer clears that. */
export function noteAnswer(res: Response) {
  const saved = res.headers.get(SAVED_AT_HEADER);
  if (saved) {
    const at = new Date(saved);
    if (!Number.isNaN(at.getTime()) && (!state.savedAt || at < state.savedAt)) set({ savedAt: at });
  } else if (state.savedAt) set({ savedAt: null });
}

/**
 * A page the server drew, opened from the service worker's copy without a connection (main.tsx):
 * its data is as old as the drawing, which the note shows like a kept answer's time.
 */
export function noteDrawnPage(drawnAt: number) {
  const at = new Date(drawnAt);
  if (!Number.isNaN(at.getTime()) && (!state.savedAt || at < state.savedAt)) set({ savedAt: at });
}

/** True when the browser knows it has no connection. */
export const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A script of the site failed to load (offline and never kept, or replaced by a new deploy). */
export const CHUNK_FAILED = /dynamically imported module|Importing a module script failed/i;

/**
 * Signing out forgets the API answers and pages kept for offline reading (a shared phone keeps
 * nobody's): the service worker is told first, so an answer still on its way is not written
 * after (sw/keeping.ts), and the page empties the caches itself too (no worker in control yet).
 */
export async function forgetOfflineCopies() {
  try {
    navigator.serviceWorker?.controller?.postMessage({ type: SIGNED_OUT_MESSAGE });
  } catch {
    /* no worker here */
  }
  try {
    if (typeof caches !== 'undefined') await Promise.all([caches.delete(CACHES.api), caches.delete(CACHES.pages)]);
  } catch {
    /* no Cache Storage here: nothing was kept */
  }
}

/** The API client's offline desc, in the page's language (made outside a component). */
export const messages = keepCurrent(
  i18n('shell/offline', {
    offline: "You're offline. This needs a connection: try again when you're back online.",
  }),
);

export function useOffline(): State {
  return useSyncExternalStore(
    (l) => {
      listeners.add(l);
      return () => listeners.delete(l);
    },
    () => state,
    () => state,
  );
}
