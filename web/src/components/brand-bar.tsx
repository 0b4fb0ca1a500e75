import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';
import { useSession } from '@web/lib/use-session';

/** The brand's mark: one file (web/public/brand/mark.svg), which the mock's logo draws too. */
const MARK_URL = `${import.meta.env.BASE_URL}brand/mark.svg`;

/**
 * The home's top bar, in place of the empty navigation bar: the logo (mark + the name in the
 * player's language) and, for a visitor, Log in and Register. Its height is fixed in CSS and the
 * session is read synchronously, so it paints once at its final size.
 */
export function HomeBar() {
  const { t } = useTranslation(['brand', 'common', 'routes']);
  const { token } = useSession();
  return (
    <header className="home-bar">
      <span className="home-brand">
        <img className="home-brand-mark" src={MARK_URL} alt="" width={30} height={30} />
        <span className="home-brand-name">{t('common:siteName')}</span>
      </span>
      {!token && (
        <span className="home-bar-auth">
          <Link className="home-bar-link" to={routes.login()}>
            {t('routes:userPages/login')}
          </Link>
          <Link className="home-bar-link home-bar-link-primary" to={routes.register()}>
            {t('routes:userPages/register')}
          </Link>
        </span>
      )}
    </header>
  );
}
