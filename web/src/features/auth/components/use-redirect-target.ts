import { useSearchParams } from 'react-router-dom';
import { paths, safeRedirect } from '@web/lib/paths';

/** Where the player was going before the visitor guard sent them here (default: My). */
export function useRedirectTarget(): { target: string; query: string } {
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return {
    target: safeRedirect(redirect, paths.mine),
    query: redirect ? `?redirect=${encodeURIComponent(redirect)}` : '',
  };
}
