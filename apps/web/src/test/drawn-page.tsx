import type { JSX } from 'react';
import { onTestFinished } from 'vitest';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'preact-render-to-string';
import { holdEarlyTaps } from '../lib/hydration.ts';

/**
 * A page the server drew, used before it is live and then made live as main.tsx does it (decision
 * 107): drawn with renderToString, taps held from the start, `early` done on the drawn page, then
 * hydrated without act (which would run the hydrating render's effects before the held taps), the
 * taps and entries made again, and 300 ms waited: past the hydrating render's effects, which
 * Preact runs after the next frame (or 100 ms). Unmounted when the test ends.
 */
export async function liveAfterEarlyUse(page: () => JSX.Element, early: (root: HTMLElement) => void): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.innerHTML = renderToString(page());
  document.body.append(root);
  const replay = holdEarlyTaps(root);
  early(root);
  const live = hydrateRoot(root, page());
  onTestFinished(() => {
    live.unmount();
    root.remove();
  });
  replay();
  await new Promise((r) => setTimeout(r, 300));
  return root;
}
