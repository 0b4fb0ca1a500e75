import { Button } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Page } from '@web/components/page';
import { routes } from '@web/app/routes';
import { showToast } from '@web/lib/toast';
import { ErrorBlock } from '@web/components/error-block';
import { OfflineIcon } from '@web/components/icons';

// Its picture is our own small icon: the illustration chunk cannot be fetched without a network.
/** Spec §2: the only page whose bar has a title, "no network". The app returns home when online again. */
export default function OfflinePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const retry = () => {
    if (navigator.onLine) navigate(routes.home(), { replace: true });
    else void showToast(t('offline.stillOffline'));
  };
  return (
    <Page title={t('offline.title')} navTitle={t('offline.title')} back={false}>
      <div className="status-page">
        <ErrorBlock
          status="disconnected"
          image={<OfflineIcon width={96} />}
          title={t('offline.heading')}
          description={t('offline.description')}
        />
        <div className="centered-block" style={{ paddingTop: 0 }}>
          <Button color="primary" onClick={retry}>
            {t('retry')}
          </Button>
        </div>
      </div>
    </Page>
  );
}
