import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { BackIcon } from './icons';

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
  const navigate = useNavigate();
  const goBack = () => {
    // React Router keeps the history index in history.state; at 0 there is nowhere in-app to go back to.
    const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (idx > 0) navigate(-1);
    else navigate(routes.home(), { replace: true });
  };
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
