/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, NavigationRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CACHES, CACHED_API, SAVED_AT_HEADER, SIGNED_OUT_MESSAGE, TOKEN_PAGE } from './offline-rules.ts';
import { createKeeper } from './keeping.ts';

/**
 * Ireti's service worker (issue 17, decision 079), built from Workbox's modules:
 * - the app shell (index.html, the entry script and its styles) is precached, nothing more: a
 *   first visit on paid data downloads no page it has not opened;
 * - pages, the public API answers and pictures a person opened are kept as they are used, so
 *   they open again without a connection; the API answers first ask the network (5 s, then the
 *   copy) and every copy carries the time it was saved, which the page shows ("You're offline —
 *   showing what you saw at 14:32");
 * - a new version takes over at once (skipWaiting, clientsClaim) and drops the old precache;
 * - only anonymous answers are kept, never one asked for before a sign-out, and never a page
 *   whose address carries a link token (issue 23, keeping.ts).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Signing out (the page posts SIGNED_OUT_MESSAGE) empties the API answers and pages kept, and nothing asked for before it is written after. */
const keeper = createKeeper({
  forget: () => Promise.all([caches.delete(CACHES.api), caches.delete(CACHES.pages)]),
  open: (name) => caches.open(name),
});
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === SIGNED_OUT_MESSAGE) event.waitUntil(keeper.signedOut());
});

/** Stamps each copy with the time it was saved (a copy is a new Response: its body is the clone's). */
const stamped: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (!response.ok) return null;
    const headers = new Headers(response.headers);
    headers.set(SAVED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

registerRoute(
  ({ request, url }) => request.method === 'GET' && url.origin === self.location.origin && CACHED_API.some((re) => re.test(url.pathname)),
  new NetworkFirst({
    cacheName: CACHES.api,
    networkTimeoutSeconds: 5,
    plugins: [keeper.plugin, stamped, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600, purgeOnQuotaError: true })],
  }),
);

// Hashed scripts and styles never change: the first copy serves for ever (until a new version drops it).
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [new CacheableResponsePlugin({ statuses: [200] }), new ExpirationPlugin({ maxEntries: 150, purgeOnQuotaError: true })],
  }),
);

registerRoute(
  ({ url, request }) => url.origin === self.location.origin && request.destination === 'image' && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: CACHES.pictures,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 80, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// Pages: the network first (a campaign's page carries its own title and picture for sharing), the
// copy of that page offline, else the app shell, which then shows what its API copies hold. A page
// whose address carries a link token goes to the network only, never into the cache.
const pages = new NetworkFirst({
  cacheName: CACHES.pages,
  networkTimeoutSeconds: 5,
  plugins: [keeper.plugin, new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true })],
});
const tokenPages = new NetworkOnly();
registerRoute(
  new NavigationRoute(
    async (options) => {
      try {
        const res = await (TOKEN_PAGE.test(options.url.pathname) ? tokenPages : pages).handle(options);
        if (res) return res;
      } catch {
        /* offline and never opened: the shell below */
      }
      return (await matchPrecache('index.html')) ?? Response.error();
    },
    { denylist: [/^\/api\//, /^\/media\//, /^\/docs/] },
  ),
);
