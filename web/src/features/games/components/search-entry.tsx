import { SearchIcon } from '@web/components/icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { routes } from '@web/app/routes';

/** Looks like a search box, is a link to the search page (its own history and results). */
export function SearchEntry() {
  const { t } = useTranslation('lobby');
  return (
    <Link to={routes.search()} className="lobby-search-entry">
      <SearchIcon aria-hidden="true" />
      <span>{t('search.entry')}</span>
    </Link>
  );
}
