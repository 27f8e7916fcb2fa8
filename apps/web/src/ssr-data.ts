import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';
import type { Language } from '@ireti/shared/i18n';

/** The element holding what the server drew a page with (entry-server.tsx): JSON, which no browser runs. */
export const SSR_DATA_ID = 'ireti-data';

/** What the server drew a page with: the browser hydrates only when it would draw the same. */
export interface ServerDrawn {
  language: Language;
  lowData: boolean;
  /** The address it was drawn for (its share links). */
  origin: string;
  /**
   * When its data was read (ms since 1970, the oldest answer's): a page the service worker kept
   * and opened offline says "showing what you saw at" this time, as an answer it kept does.
   */
  drawnAt: number;
  /** The pages' query answers (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
  /** The routes' data (their loaders return nothing: a page's data is in `queries`). */
  router: HydrationState;
}

/** What the server drew this page with, if it drew it. */
export function serverDrawn(): ServerDrawn | null {
  const el = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as ServerDrawn;
  } catch {
    return null;
  }
}
