import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { createRouter } from './app/router.tsx';
import { queryClient } from './lib/query.ts';
import { auth } from './lib/auth.ts';
import { loadDictionary, locale } from './lib/i18n/index.ts';
import { lowData } from './lib/low-data.ts';
import { holdEarlyTaps, hydrateWith } from './lib/hydration.ts';
import { isOffline, noteDrawnPage } from './lib/offline.ts';
import { serverDrawn } from './ssr-data.ts';
import './index.css';
import { registerServiceWorker } from './sw/register.ts';

/**
 * The page the server drew (the home page, explore, a campaign: entry-server.tsx) is hydrated when
 * this browser would draw the same: the same language, low-data mode and address, and nobody signed in (a
 * signed-in person's header and page are their own). Otherwise it is drawn anew, as every other
 * page is.
 */
async function start() {
  const root = document.getElementById('root')!;
  const drawn = serverDrawn();
  const same =
    drawn && drawn.language === locale.get() && drawn.lowData === lowData.get().on && drawn.origin === location.origin && !auth.get().token;
  if (same) {
    // A tap on the drawn page while its code loads is made again once it is live.
    const replay = holdEarlyTaps(root);
    // Each answer keeps the time the server read it: one older than its query's staleTime (a page
    // the service worker kept, offline) is asked for again once the page is up.
    hydrate(queryClient, drawn.queries);
    const [router] = await Promise.all([createRouter(drawn.router), loadDictionary(drawn.language)]);
    hydrateWith(() => hydrateRoot(root, app(router)));
    // Offline, this is the service worker's copy of the page: its data is as old as the drawing.
    if (isOffline() && typeof drawn.drawnAt === 'number') noteDrawnPage(drawn.drawnAt);
    replay();
  } else {
    if (drawn) root.textContent = '';
    createRoot(root).render(app(await createRouter()));
  }
}

const app = (router: Awaited<ReturnType<typeof createRouter>>) => (
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>
);

void start();
registerServiceWorker();
