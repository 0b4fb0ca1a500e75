import { createHashRouter, type RouteObject } from 'react-router-dom';
import { lazyPage } from '@web/lib/lazy-page';
import { paths } from '@web/lib/paths';
import { RequireLogin } from './require-login';
import { routeTable, titleKeyOf, type PageProps, type RouteEntry } from './route-table';
import { TabLayout } from './tab-layout';

function toRoute(entry: RouteEntry, path: string = entry.path): RouteObject {
  const Component = lazyPage(entry.load);
  const page = <Component titleKey={titleKeyOf(entry.path)} owner={entry.owner} />;
  return { path, element: entry.auth ? <RequireLogin>{page}</RequireLogin> : page };
}

const NotFound = lazyPage<PageProps>(() => import('@web/features/shell/pages/not-found-page'));

export function buildRoutes(): RouteObject[] {
  const home = routeTable.find((entry) => entry.path === paths.home);
  const tabRoutes = routeTable.filter((entry) => entry.tab).map((entry) => toRoute(entry));
  if (home) tabRoutes.unshift(toRoute(home, '/')); // spec §2: "/" is an alias of the home page
  return [
    { element: <TabLayout />, children: tabRoutes },
    ...routeTable.filter((entry) => !entry.tab).map((entry) => toRoute(entry)),
    { path: '*', element: <NotFound titleKey="notFound" /> },
  ];
}

export const createAppRouter = () => createHashRouter(buildRoutes());
