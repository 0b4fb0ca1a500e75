import { Button, Result } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import type { PageProps } from '@web/lib/page-props';
import { Page } from '@web/components/page';
import { useGoBack } from '@web/components/use-go-back';

/**
 * choose-location / open-location are map pages of the native runtime; a browser has no such page,
 * so this says so plainly instead of pretending.
 */
export default function SystemPage({ titleKey }: PageProps) {
  const { t } = useTranslation();
  const goBack = useGoBack();
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <div className="status-page">
        <Result status="info" title={t('system.unavailable.title')} description={t('system.unavailable.description')} />
        <div className="centered-block" style={{ paddingTop: 0 }}>
          <Button color="primary" onClick={goBack}>
            {t('back')}
          </Button>
        </div>
      </div>
    </Page>
  );
}
