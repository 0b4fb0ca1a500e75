import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { useSession } from '@web/lib/use-session';

/** The visitor guard: pages that touch money, records, play or the account send visitors to login and back. */
export function RequireLogin({ children }: { children: ReactNode }) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) return <Navigate to={routes.login({ redirect: location.pathname + location.search })} replace />;
  return children;
}
