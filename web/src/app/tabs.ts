import type { SideMenuItem } from '@contracts/frontpage/side-menu';
import { routes } from './routes';

export type TabIconKey = 'home' | 'promotion' | 'service' | 'sponsorship' | 'mine' | 'default';

export interface TabItem {
  key: string;
  /** Hash path ("/pages/…"). */
  path: string;
  /** A server-given name, shown as is. */
  label?: string;
  /** Otherwise an i18n key in the `common` namespace. */
  labelKey?: string;
  icon: TabIconKey;
}

/** Spec §2: Home, Promotion, Customer Service, Sponsorship, My, when the server gives no tabs. */
export const FALLBACK_TABS: TabItem[] = [
  { key: 'home', path: routes.home.path, labelKey: 'tab.home', icon: 'home' },
  { key: 'promotion', path: routes.promotions.path, labelKey: 'tab.promotion', icon: 'promotion' },
  { key: 'service', path: routes.service.path, labelKey: 'tab.service', icon: 'service' },
  { key: 'sponsorship', path: routes.sponsorship.path, labelKey: 'tab.sponsorship', icon: 'sponsorship' },
  { key: 'mine', path: routes.mine.path, labelKey: 'tab.mine', icon: 'mine' },
];

/**
 * Pages that are not tabs but belong to one: `#/` is the home, and the electronic (home/dz) and
 * chess (home/qp) pages are reached from the home and keep its tab lit.
 */
const TAB_OF_PAGE: Record<string, string> = {
  '/': routes.home.path,
  [routes.electronic.path]: routes.home.path,
  [routes.chess.path]: routes.home.path,
};

/** The tab path to show as current on `pathname`. */
export const currentTabPath = (pathname: string): string => TAB_OF_PAGE[pathname] ?? pathname;

const KNOWN_ICONS = new Set<TabIconKey>(['home', 'promotion', 'service', 'sponsorship', 'mine']);

const toHashPath = (path: string) => (path.startsWith('/') ? path : `/${path}`);

/**
 * The tab bar from frontpage/getSideMenu: entries with tabtar == 1, in the server's order. No answer
 * (the call failed, or its code was not 1, which the request client turns into a failure) or no tab
 * entries → the fallback five.
 */
export function tabsFromMenu(menu: readonly SideMenuItem[] | undefined): TabItem[] {
  const tabs = (menu ?? []).filter((item) => item.tabtar === 1);
  if (tabs.length === 0) return FALLBACK_TABS;
  return tabs.map((item) => ({
    key: String(item.id),
    path: toHashPath(item.path),
    label: item.name,
    icon: KNOWN_ICONS.has(item.icon as TabIconKey) ? (item.icon as TabIconKey) : 'default',
  }));
}
