import { Button, Empty } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { routes } from '@web/app/routes';

/** In place of the Collection tab for a visitor: favourites belong to a player. */
export function LoginPrompt() {
  const { t } = useTranslation('lobby');
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <div className="lobby-state">
      <Empty description={t('collection.visitor')} />
      <div className="centered-block">
        <Button color="primary" onClick={() => navigate(routes.login({ redirect: location.pathname + location.search }))}>
          {t('collection.login')}
        </Button>
      </div>
    </div>
  );
}
