import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon } from './icons';
import { useGoBack } from './use-go-back';

interface AppNavBarProps {
  back: boolean;
  /** Shown only on the offline page; every other page's bar has no title (spec §2). */
  title?: string;
  right?: ReactNode;
}

/**
 * The custom navigation bar. Not antd-mobile's NavBar: its left area is a `div role="button"` with
 * no name and no focus, which screen readers and axe reject; here the back arrow is a real button.
 */
export function AppNavBar({ back, title, right }: AppNavBarProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <header className="app-nav-bar">
      <div className="app-nav-bar-side" style={{ justifyContent: 'flex-start' }}>
        {back && (
          <button type="button" className="app-nav-bar-back" aria-label={t('back')} onClick={goBack}>
            <BackIcon aria-hidden="true" />
          </button>
        )}
      </div>
      {title ? (
        <p className="app-nav-bar-title" aria-hidden="true">
          {title}
        </p>
      ) : (
        <span className="app-nav-bar-title" />
      )}
      <div className="app-nav-bar-side">{right}</div>
    </header>
  );
}
