import { useSearchParams } from 'react-router-dom';
import { routes, safeRedirect } from '@web/app/routes';

/** Where the player was going before the visitor guard sent them here (default: My). */
export function useRedirectTarget(): { target: string; redirect: string | undefined } {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return {
    target: safeRedirect(redirect, routes.mine.path),
    /** Passed on when the player switches between login and registration. */
    redirect: redirect ?? undefined,
  };
}
