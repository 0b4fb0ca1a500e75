import { useTranslation } from 'react-i18next';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { AwardRecordsView } from '../components/award-records-view';
import { WithServerNow } from '@web/components/with-server-now';
import { recordsPageLook } from '../components/records-look';
import '../records.css';

/** mine/redemptionRecord: the player's rewards of the last 30 days; strings come with it. */
export default function RedemptionRecordPage(props: PageProps) {
  return (
    <FeatureStrings ns="records">
      <RedemptionRecord {...props} />
    </FeatureStrings>
  );
}

function RedemptionRecord({ titleKey }: PageProps) {
  const { t } = useTranslation('records');
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <WithServerNow look={recordsPageLook}>{(nowMs) => <AwardRecordsView nowMs={nowMs} />}</WithServerNow>
    </Page>
  );
}
