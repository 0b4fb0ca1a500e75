import type { DataRouter } from 'react-router-dom';
import type { RouteHandle } from '@web/app/router';

/**
 * The router has run its loaders and the matched pages' modules are in: its first render draws the page, as the
 * build's render of the same route did (a lazy page would otherwise render nothing, then the page).
 */
export async function routerReady(router: DataRouter): Promise<void> {
  if (!router.state.initialized) {
    await new Promise<void>((resolve) => {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    });
  }
  await Promise.all(router.state.matches.map((match) => (match.route.handle as RouteHandle | undefined)?.preload()));
}
