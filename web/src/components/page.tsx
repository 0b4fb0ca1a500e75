import { useContext, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { AppNavBar } from './app-nav-bar';
import { PullRefresh } from './pull-refresh';
import { InTabLayout } from './tab-context';

interface PageProps {
  /** The page's name: a visually hidden h1 and the document title (the bar itself has no title). */
  title: string;
  /** Back arrow; defaults to "not a tab page". */
  back?: boolean;
  /** A visible bar title: only the offline page has one. */
  navTitle?: string;
  navRight?: ReactNode;
  /** A bar of the page's own in place of the navigation bar (the home's brand header). */
  bar?: ReactNode;
  /** Pull down to ask again for everything the page shows (record lists, pages with the balance). */
  refreshable?: boolean;
  children: ReactNode;
}

/** Every page: the navigation bar, then one main landmark that starts with the page's h1. */
export function Page({ title, back, navTitle, navRight, bar, refreshable, children }: PageProps) {
  const inTabs = useContext(InTabLayout);
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('siteName')}`;
  }, [title, t]);
  return (
    <div className={inTabs ? 'page in-tabs' : 'page'}>
      {bar ?? <AppNavBar back={back ?? !inTabs} title={navTitle} right={navRight} />}
      <main className="page-main">
        <h1 className={navTitle ? 'app-nav-bar-title-h1 visually-hidden' : 'visually-hidden'}>{navTitle ?? title}</h1>
        {refreshable ? <PullRefresh>{children}</PullRefresh> : children}
      </main>
    </div>
  );
}
