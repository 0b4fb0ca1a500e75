import type { QueryClient } from '@tanstack/react-query';
import { createHashRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@web/lib/lazy-page';
import { preloadRouteFiles } from '@web/lib/route-files';
import { session } from '@web/lib/session';
import { routes, titleKeyOf } from './routes';
import { RequireLogin } from './require-login';
import { routeTable, type PageProps, type RouteEntry } from './route-table';
import { TabLayout } from './tab-layout';
import { ServiceButtonSlot } from './service-button-slot';

/**
 * Starts the page's files and its first requests with the navigation (in parallel with its chunk) and
 * returns at once: the page's own useQuery picks the answer up, or shows its error and retry when it failed.
 * A visitor on a login-only page is on the way to login: nothing is asked (it would answer 401).
 */
function routeLoader(entry: RouteEntry, queryClient: QueryClient) {
  const { prefetch } = entry;
  return ({ request }: LoaderFunctionArgs) => {
    preloadRouteFiles(entry.path);
    if (prefetch && (!entry.auth || session.isLoggedIn())) {
      prefetch({ queryClient, viewer: session.get(), search: new URL(request.url).searchParams }).catch(() => undefined);
    }
    return null;
  };
}

function toRoute(entry: RouteEntry, queryClient: QueryClient, path: string = entry.path): RouteObject {
  const Component = lazyPage(entry.load);
  const page = (
    <>
      <Component titleKey={titleKeyOf(entry.path)} />
      {entry.serviceButton && <ServiceButtonSlot />}
    </>
  );
  return {
    path,
    loader: routeLoader(entry, queryClient),
    handle: { preload: Component.preload } satisfies RouteHandle,
    element: entry.auth ? <RequireLogin>{page}</RequireLogin> : page,
  };
}

/** What a route tells the first screen: how to have its page's module in before the first render. */
export interface RouteHandle {
  preload: () => Promise<void>;
}

const NotFound = lazyPage<PageProps>(() => import('@web/features/shell/pages/not-found-page'));

export function buildRoutes(queryClient: QueryClient): RouteObject[] {
  const home = routeTable.find((entry) => entry.path === routes.home.path);
  const tabRoutes = routeTable.filter((entry) => entry.tab).map((entry) => toRoute(entry, queryClient));
  if (home) tabRoutes.unshift(toRoute(home, queryClient, '/')); // spec §2: "/" is an alias of the home page
  return [
    { element: <TabLayout />, children: tabRoutes },
    ...routeTable.filter((entry) => !entry.tab).map((entry) => toRoute(entry, queryClient)),
    { path: '*', handle: { preload: NotFound.preload } satisfies RouteHandle, element: <NotFound titleKey="notFound" /> },
  ];
}

export const createAppRouter = (queryClient: QueryClient) => createHashRouter(buildRoutes(queryClient));
