import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '@web/components/page';
import { routes } from '@web/app/routes';
import { ErrorBlock } from '@web/components/error-block';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Page title={t('notFound.title')}>
      <div className="status-page">
        <ErrorBlock status="empty" title={t('notFound.title')} description={t('notFound.description')} />
        <div className="centered-block" style={{ paddingTop: 0 }}>
          <Button color="primary" onClick={() => navigate(routes.home(), { replace: true })}>
            {t('backHome')}
          </Button>
        </div>
      </div>
    </Page>
  );
}
