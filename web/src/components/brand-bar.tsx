import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';

/** The brand's mark: one file (web/public/brand/mark.svg), which the mock's logo draws too. */
const MARK_URL = `${import.meta.env.BASE_URL}brand/mark.svg`;

/**
 * The header of the tab pages (the tab layout draws it above them), in place of the navigation bar: a tab page
 * has nothing to go back to and no title (spec §2), so an empty bar would be a blank band. It carries the logo
 * (mark + the name in the player's language) and, for a visitor, Log in and Register. Its height is fixed in
 * CSS and the layout reads the session synchronously, so it paints once at its final size.
 */
export function BrandBar({ visitor }: { visitor: boolean }) {
  const { t } = useTranslation(['common', 'routes']);
  return (
    <header className="brand-bar">
      <span className="brand-bar-brand">
        <img className="brand-bar-mark" src={MARK_URL} alt="" width={30} height={30} />
        <span className="brand-bar-name">{t('common:siteName')}</span>
      </span>
      {visitor && (
        <span className="brand-bar-auth">
          <Link className="brand-bar-link" to={routes.login()}>
            {t('routes:userPages/login')}
          </Link>
          <Link className="brand-bar-link brand-bar-link-primary" to={routes.register()}>
            {t('routes:userPages/register')}
          </Link>
        </span>
      )}
    </header>
  );
}
