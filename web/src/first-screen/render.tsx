/**
 * Renders the first screen to HTML at build time (scripts/vite/first-screen.ts loads this through Vite's SSR loader;
 * `fetch` there answers the app's relative /api/ URLs):
 * - the pages a visitor opens first (FIRST_PAGES: the home, the login, the slots tab), with the answers they show: the
 *   same App, routes and queries as in the browser, so that hydrating the home's markup there draws exactly this;
 * - the frame a tab page starts from (brand bar, tab bar) and the one every other page starts from (the navigation
 *   bar), drawn until the page itself renders over them.
 */
import type { Lang } from '@contracts/core/lang';
import { dehydrate, QueryClientProvider, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, createPath, RouterProvider, type RouteObject } from 'react-router-dom';
import { App } from '@web/app/app';
import { buildRoutes } from '@web/app/router';
import { TabBar } from '@web/app/tab-layout';
import { AppNavBar } from '@web/components/app-nav-bar';
import { BrandBar } from '@web/components/brand-bar';
import { i18n, i18nReady } from '@web/lib/i18n';
import { createQueryClient } from '@web/lib/query';
import { session } from '@web/lib/session';
import { routerReady } from './router-ready';

/** The pages rendered whole, by the name public/first-screen.js knows them by, and their route. */
export const FIRST_PAGES = { home: '/', login: '/pages/userPages/login', dz: '/pages/tabbarPages/home/dz' } as const;
export type FirstPage = keyof typeof FIRST_PAGES;

export interface FirstScreenMarkup {
  pages: Record<FirstPage, string>;
  tabFrame: string;
  pageFrame: string;
  /** The answers those pages show, for the browser's query cache before it hydrates or renders. */
  state: DehydratedState;
}

/** Passes before giving up on queries that keep appearing (each pass may reveal the next level's queries). */
const MAX_PASSES = 6;

/**
 * A memory router whose links are written as the browser's hash router writes them ("#/pages/…"): hydration keeps
 * the server's attributes as they are, so a link rendered "/pages/…" would stay wrong in the page.
 */
function hashLinkRouter(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  router.createHref = (to) => `#${typeof to === 'string' ? to : createPath(to)}`;
  return router;
}

/** A page as a visitor, rendered again until every query it asks for has its answer. */
async function renderPage(queryClient: QueryClient, path: string): Promise<string> {
  const router = hashLinkRouter(buildRoutes(queryClient), path);
  await routerReady(router);
  const render = () =>
    renderToString(
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
    );
  // A query renders its loading state on the server (it never fetches there): fetch what each pass asked for and
  // render again, until a pass asks for nothing new.
  let html = render();
  for (let pass = 0; ; pass++) {
    // Asked for and not answered yet (the route's loader may have started some: fetch joins them).
    const missing = queryClient
      .getQueryCache()
      .getAll()
      .filter((query) => query.state.status === 'pending');
    if (missing.length === 0) break;
    if (pass === MAX_PASSES) throw new Error(`first screen: still asking after ${MAX_PASSES} passes`);
    await Promise.all(missing.map((query) => query.fetch()));
    html = render();
  }
  // The browser starts from these answers: one that failed would be drawn as an error here and as loading there.
  const failed = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'error');
  if (failed.length > 0) throw new Error(`first screen: no answer for ${failed.map((query) => JSON.stringify(query.queryKey)).join(', ')}`);
  router.dispose();
  return html;
}

/** A frame in the app's providers, at a path that is no tab (none is lit until the page renders). */
async function renderFrame(queryClient: QueryClient, frame: ReactNode): Promise<string> {
  const router = hashLinkRouter([{ path: '*', element: frame }], '/first-screen');
  await routerReady(router);
  const html = renderToString(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
  router.dispose();
  return html;
}

/**
 * React hoists a preload link for each prominent image to the front of the markup; in index.html they would sit
 * inside #root, where hydration expects the app. The images are in the markup itself, where the parser finds them.
 */
const withoutHoistedLinks = (html: string) => html.replace(/^(<link [^>]*\/?>)+/, '');

export async function renderFirstScreen(lang: Lang): Promise<FirstScreenMarkup> {
  await i18nReady;
  session.setLang(lang);
  await i18n.changeLanguage(lang);
  const queryClient = createQueryClient();
  const pages = {} as Record<FirstPage, string>;
  for (const [page, path] of Object.entries(FIRST_PAGES) as Array<[FirstPage, string]>) {
    pages[page] = withoutHoistedLinks(await renderPage(queryClient, path));
  }
  const tabFrame = await renderFrame(
    queryClient,
    <>
      <BrandBar visitor={false} />
      <div className="page in-tabs">
        <main className="page-main" />
      </div>
      <TabBar />
    </>,
  );
  const pageFrame = await renderFrame(
    queryClient,
    <div className="page">
      <AppNavBar back />
      <main className="page-main" />
    </div>,
  );
  return { pages, tabFrame: withoutHoistedLinks(tabFrame), pageFrame: withoutHoistedLinks(pageFrame), state: dehydrate(queryClient) };
}
