/** Who builds a page that is not built yet: it shows a "coming soon" state until then. */
export type RouteOwner = 'wallet' | 'lobby' | 'later';

/** What the route table hands every page. */
export interface PageProps {
  /** i18n key in the `routes` namespace: the page's name (hidden h1, document title). */
  titleKey: string;
  owner?: RouteOwner;
}
