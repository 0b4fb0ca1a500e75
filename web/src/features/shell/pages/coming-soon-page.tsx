import { Button, Result } from 'antd-mobile';
import { ClockCircleOutline } from 'antd-mobile-icons';
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '@web/lib/page-props';
import { Page } from '@web/components/page';
import { InTabLayout } from '@web/components/tab-context';
import { routes } from '@web/app/routes';

/** A page whose issue has not landed yet: an honest, translated "coming soon", with a way on. */
export default function ComingSoonPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const inTabs = useContext(InTabLayout);
  const title = t(`routes:${titleKey}`);
  return (
    <Page title={title}>
      <div className="status-page">
        <Result
          icon={<ClockCircleOutline aria-hidden="true" />}
          status="waiting"
          title={<span data-testid="coming-soon">{t('comingSoon.title', { page: title })}</span>}
          description={t('comingSoon.description')}
        />
        <div className="centered-block" style={{ paddingTop: 0 }}>
          {inTabs ? (
            <Button color="primary" fill="outline" onClick={() => navigate(routes.mine())}>
              {t('comingSoon.toMine')}
            </Button>
          ) : (
            <Button color="primary" fill="outline" onClick={() => navigate(routes.home())}>
              {t('backHome')}
            </Button>
          )}
        </div>
      </div>
    </Page>
  );
}
