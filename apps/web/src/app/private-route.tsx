import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAuth } from '../lib/auth.ts';

/** Private routes send a signed-out visitor to /signin, remembering where they were going. */
export function PrivateRoute({ children, admin = false }: { children: ReactNode; admin?: boolean }) {
  const { token, user } = useAuth();
  const location = useLocation();
  if (!token) return <Navigate to="/signin" replace state={{ from: location.pathname + location.search, fromState: location.state }} />;
  if (admin && user && user.role !== 'admin') return <Navigate to="/404" replace />;
  return <>{children}</>;
}
