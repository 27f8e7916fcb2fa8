import { useEffect, useState } from 'react';

/**
 * The browser hydrating the page the server drew (main.tsx, decision 107): its first render must
 * be the server's, element for element. What only the browser knows (offline, a time kept on the
 * device) is drawn in the render after it, or a mismatched element lands in the wrong place.
 */
let hydrating = false;

export function hydrateWith<T>(run: () => T): T {
  hydrating = true;
  try {
    return run();
  } finally {
    hydrating = false;
  }
}

/** False in the hydrating render, true from the next one (at once in any render that is not a hydration). */
export function useHydrated(): boolean {
  const [done, setDone] = useState(() => !hydrating);
  useEffect(() => {
    if (!done) setDone(true);
  }, [done]);
  return done;
}

/**
 * Taps on the drawn page before it is live are kept and made again once it is (decision 107): a
 * button (or a tab, a switch, a form's submit) pressed between the HTML's paint and the hydration
 * would otherwise do nothing. Links are left to the browser, which follows them as any link.
 * Returns the replay, to call after hydrateRoot.
 */
export function holdEarlyTaps(root: HTMLElement): () => void {
  const held: HTMLElement[] = [];
  const hold = (e: MouseEvent) => {
    const target =
      e.target instanceof Element ? e.target.closest<HTMLElement>('button, [role="button"], [role="tab"], [role="switch"], summary') : null;
    if (!target || !root.contains(target) || target.closest('a[href]')) return;
    e.preventDefault();
    e.stopPropagation();
    // one press of each: a double tap made while waiting is one tap
    if (!held.includes(target)) held.push(target);
  };
  root.addEventListener('click', hold, true);
  return () => {
    root.removeEventListener('click', hold, true);
    // after the hydrating render's effects: the components' handlers are on the elements
    setTimeout(() => {
      for (const el of held) if (el.isConnected) el.click();
    }, 0);
  };
}
