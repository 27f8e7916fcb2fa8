/**
 * Registers the service worker (decision 079) a few seconds after the page has loaded, when the
 * browser is idle: installing it (its script, the app shell's precache) then competes with nothing
 * the person is waiting for. No workbox-window: a plain registration.
 */
export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => {});
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(register, { timeout: 10_000 }) : setTimeout(register, 1_000);
  const afterLoad = () => setTimeout(whenIdle, 3_000);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
