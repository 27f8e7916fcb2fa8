import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout } from './layout.tsx';
import { PrivateRoute } from './private-route.tsx';
import { RouteError } from './error-boundary.tsx';
import { routes } from './routes.ts';

const children: RouteObject[] = routes.map((r) => ({
  path: r.path,
  handle: { bare: r.bare === true },
  lazy: async () => {
    const { default: Page } = await r.load();
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

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <div className="min-h-screen" />,
    children: [
      ...children,
      { path: '/campaign', element: <Navigate to="/campaigns" replace /> },
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
]);
