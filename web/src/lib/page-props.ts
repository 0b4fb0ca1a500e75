import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { Viewer } from '@web/api/viewer';

/** What the route table hands every page. */
export interface PageProps {
  /** i18n key in the `routes` namespace: the page's name (hidden h1, document title). */
  titleKey: string;
}

export interface RouteEntry {
  /** Hash path with the spec's names (spec §2), without parameters: those go in the query string. */
  path: string;
  load: () => Promise<{ default: ComponentType<PageProps> }>;
  /** Visitors are sent to login (with the target remembered). */
  auth: boolean;
  /** Rendered inside the tab layout (tab bar at the bottom, no back arrow). */
  tab?: boolean;
  /** Shows the floating customer-service button (the lobby and the money pages; never over a betting slip). */
  serviceButton?: boolean;
  /**
   * The page's first data, known from the URL: requested by the route's loader while the page's chunk
   * downloads. Started, never awaited, so a failing request cannot hold up the navigation. The route
   * table is in the entry chunk: a page other than home imports its query file inside the prefetch
   * (`await import(...)`), or that file would join every page's first screen.
   */
  prefetch?: (context: PrefetchContext) => Promise<unknown>;
}

export interface PrefetchContext {
  queryClient: QueryClient;
  viewer: Viewer;
  search: URLSearchParams;
}
