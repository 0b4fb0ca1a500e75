import { useTranslation } from 'react-i18next';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { TradeRecordsView } from '../components/trade-records-view';
import { WithServerNow } from '@web/components/with-server-now';
import { recordsPageLook } from '../components/records-look';
import '../records.css';

/** mine/transactionRecord: the player's deposits, withdrawals and transfers of the last 30 days; strings come with it. */
export default function TransactionRecordPage(props: PageProps) {
  return (
    <FeatureStrings ns="records">
      <TransactionRecord {...props} />
    </FeatureStrings>
  );
}

function TransactionRecord({ titleKey }: PageProps) {
  const { t } = useTranslation('records');
  return (
    <Page title={t(`routes:${titleKey}`)} refreshable>
      <WithServerNow look={recordsPageLook}>{(nowMs) => <TradeRecordsView nowMs={nowMs} />}</WithServerNow>
    </Page>
  );
}
