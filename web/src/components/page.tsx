import { useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppNavBar } from './app-nav-bar';
import { PullRefresh } from './pull-refresh';
import { InTabLayout } from './tab-context';

interface PageProps {
  /** The page's name: a visually hidden h1 and the document title (the bar itself has no title). */
  title: string;
  /** Back arrow on a page outside the tabs; default true. */
  back?: boolean;
  /** A visible bar title: only the offline page has one. */
  navTitle?: string;
  navRight?: ReactNode;
  /** Pull down to ask again for everything the page shows (record lists, pages with the balance). */
  refreshable?: boolean;
  children: ReactNode;
}

/**
 * Every page: its header, then one main landmark that starts with the page's h1. A tab page's header is the
 * brand bar, which the tab layout draws above it (nothing to go back to, no title: an empty navigation bar
 * would be a blank band); every other page has the navigation bar with its back arrow.
 */
export function Page({ title, back, navTitle, navRight, refreshable, children }: PageProps) {
  const inTabs = useContext(InTabLayout);
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('siteName')}`;
  }, [title, t]);
  return (
    <div className={inTabs ? 'page in-tabs' : 'page'}>
      {!inTabs && <AppNavBar back={back ?? true} title={navTitle} right={navRight} />}
      <main className="page-main">
        <h1 className={navTitle ? 'app-nav-bar-title-h1 visually-hidden' : 'visually-hidden'}>{navTitle ?? title}</h1>
        {refreshable ? <PullRefresh>{children}</PullRefresh> : children}
      </main>
    </div>
  );
}
