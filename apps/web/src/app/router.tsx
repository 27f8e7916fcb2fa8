import { createBrowserRouter, matchRoutes, Navigate, type HydrationState, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { Layout } from './layout.tsx';
import { PrivateRoute } from './private-route.tsx';
import { PageLoadFailed, RouteError } from './error-boundary.tsx';
import { routes } from './routes.ts';
import { i18n, preloadAreas } from '../lib/i18n/index.ts';

/** The components whose code has loaded so far (their English registers as the code runs). */
const loadedComponents = () => new Set(Object.keys(i18n.cache.en ?? {}));

const children: RouteObject[] = routes.map((r) => ({
  path: r.path,
  handle: { bare: r.bare === true },
  // A static loader runs alongside `lazy`: the page's data starts with its code, not after it.
  ...(r.prefetch
    ? {
        loader: ({ params }: LoaderFunctionArgs) => {
          // in the browser only: on the server the page's own queries are answered (entry-server.tsx)
          if (typeof document !== 'undefined') r.prefetch!(params);
          return null;
        },
      }
    : {}),
  lazy: async () => {
    const before = loadedComponents();
    let Page: Awaited<ReturnType<typeof r.load>>['default'];
    try {
      ({ default: Page } = await r.load());
    } catch (error) {
      // Its code cannot load (offline and never opened, or a release replaced it): say so inside
      // the layout, with the header and navigation, not as a bare page (issue 26).
      return { Component: () => <PageLoadFailed error={error} /> };
    }
    // The page's texts in the page's language arrive with its code, and the shell's with the first
    // page: no English flash first. Only the areas of the code this page brought (not those of
    // every component the shell could show: a badge shown only to some stays on demand).
    const brought = [...loadedComponents()].filter((c) => !before.has(c)).map((c) => c.split('/')[0]!);
    await preloadAreas(['shell', ...brought]);
    return {
      Component: r.private
        ? () => (
            <PrivateRoute admin={r.admin}>
              <Page />
            </PrivateRoute>
          )
        : Page,
    };
  },
}));

/** The route tree: the browser's router and the server's render (entry-server.tsx) are made from it. */
export const routeTree = (): RouteObject[] => [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="min-h-screen" />,
    children: [
      ...children.map((c) => ({ ...c })),
      { path: '/campaign', element: <Navigate to="/campaigns" replace /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

/**
 * The browser's router. A page the server drew (entry-server.tsx) is hydrated: its route's code
 * is loaded first, so the first render draws the page, not the route's fallback, and the route's
 * data comes from the server's (`hydrationData`), so nothing runs again.
 */
export async function createRouter(hydrationData?: HydrationState) {
  const tree = routeTree();
  if (hydrationData) {
    for (const m of matchRoutes(tree, window.location) ?? []) {
      const route = m.route as RouteObject & { lazy?: () => Promise<Partial<RouteObject>> };
      if (typeof route.lazy !== 'function') continue;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }
  }
  return createBrowserRouter(tree, hydrationData ? { hydrationData } : undefined);
}
