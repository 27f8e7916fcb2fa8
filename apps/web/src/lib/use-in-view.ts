import { useEffect, useRef, useState } from 'react';

type IdleWindow = Window & {
  requestIdleCallback?: (cb: () => void, opts?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/**
 * True once the element behind the returned ref comes within `rootMargin` of the viewport, or
 * once the browser is idle after the page's first work (whichever is first), and true from then
 * on. For what sits below the fold of a page (the campaign page's money panel): its code and data
 * wait until the picture, the title and the Donate button are in, yet a reader who does not scroll
 * (or a screen reader moving through the page) still finds it. Where there is no
 * IntersectionObserver (old browsers, component tests) it is true at once.
 */
export function useNearView<T extends Element>(rootMargin = '400px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (near) return;
    const el = ref.current;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setNear(true);
      },
      { rootMargin },
    );
    if (el) io.observe(el);
    // Idle: after the page's own rendering and the network it started, not before.
    const w = window as IdleWindow;
    const idle = w.requestIdleCallback ? w.requestIdleCallback(() => setNear(true), { timeout: 4000 }) : undefined;
    const timer = idle === undefined ? window.setTimeout(() => setNear(true), 1500) : undefined;
    return () => {
      io.disconnect();
      if (idle !== undefined) w.cancelIdleCallback?.(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [near, rootMargin]);
  return [ref, near] as const;
}
