import { preloadAreas } from '../lib/i18n/index.ts';
import { isLowData } from '../lib/low-data.ts';

/** The static pages' texts in the page's language (their code is precached, sw/pwa.config.ts). */
const STATIC_AREAS = ['pages', 'legal', 'articles'];

/**
 * With a worker in place and data not being saved, the static pages' texts in a language other
 * than English are fetched once, so the worker's asset cache keeps them: offline, How it works and
 * the FAQ read in the person's language (issue 26). English is in the pages' code already.
 */
function warmStaticTexts() {
  if (isLowData()) return;
  void preloadAreas(STATIC_AREAS).catch(() => {});
}

/**
 * Registers the service worker (decision 079) a few seconds after the page has loaded, when the
 * browser is idle: installing it (its script, the app shell's precache) then competes with nothing
 * the person is waiting for. No workbox-window: a plain registration.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js', { scope: '/' })
      .then(() => navigator.serviceWorker.ready)
      .then(() => {
        // Fetched through the worker, so its asset cache keeps them: once it controls the page.
        if (navigator.serviceWorker.controller) warmStaticTexts();
        else navigator.serviceWorker.addEventListener('controllerchange', warmStaticTexts, { once: true });
      })
      .catch(() => {});
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 10_000 }) : setTimeout(register, 1_000);
  const afterLoad = () => setTimeout(whenIdle, 3_000);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
