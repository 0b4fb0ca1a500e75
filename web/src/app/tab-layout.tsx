import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet, useLocation } from 'react-router-dom';
import { BrandBar } from '@web/components/brand-bar';
import { GiftIcon, GridIcon, HomeIcon, MessageIcon, StarIcon, UserIcon } from '@web/components/icons';
import { InTabLayout } from '@web/components/tab-context';
import { useSession } from '@web/lib/use-session';
import { sideMenuQuery } from '@web/api/frontpage/get-side-menu';
import { currentTabPath, tabsFromMenu, type TabIconKey } from './tabs';

const ICONS: Record<TabIconKey, ReactNode> = {
  home: <HomeIcon />,
  promotion: <GiftIcon />,
  service: <MessageIcon />,
  sponsorship: <StarIcon />,
  mine: <UserIcon />,
  default: <GridIcon />,
};

/**
 * The tab bar: links in a nav landmark rather than antd-mobile's TabBar, whose items are plain divs
 * that a keyboard or screen reader cannot reach.
 */
export function TabBar() {
  const { t } = useTranslation();
  const viewer = useSession();
  const { pathname } = useLocation();
  const menu = useQuery(sideMenuQuery(viewer));
  const tabs = tabsFromMenu(menu.isSuccess ? menu.data : undefined);
  const active = currentTabPath(pathname);
  return (
    <nav className="app-tab-bar" aria-label={t('tab.label')}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.key}>
            <Link to={tab.path} aria-current={tab.path === active ? 'page' : undefined} replace>
              <span className="app-tab-icon" aria-hidden="true">
                {ICONS[tab.icon]}
              </span>
              <span className="app-tab-label">{tab.label ?? t(tab.labelKey ?? '')}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The tab pages: the brand bar above them (their header), the tab bar below. */
export function TabLayout() {
  const { token } = useSession();
  return (
    <InTabLayout.Provider value>
      <BrandBar visitor={!token} />
      <Outlet />
      <TabBar />
    </InTabLayout.Provider>
  );
}
