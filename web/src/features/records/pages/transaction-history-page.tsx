import { useTranslation } from 'react-i18next';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { MoneyLogView } from '../components/money-log-view';
import { WithServerNow } from '@web/components/with-server-now';
import { recordsPageLook } from '../components/records-look';
import '../records.css';

/** mine/transactionHistory: every balance change of the last 30 days (the money log); strings come with it. */
export default function TransactionHistoryPage(props: PageProps) {
  return (
    <FeatureStrings ns="records">
      <TransactionHistory {...props} />
    </FeatureStrings>
  );
}

function TransactionHistory({ titleKey }: PageProps) {
  const { t } = useTranslation('records');
  return (
    <Page title={t(`routes:${titleKey}`)} refreshable>
      <WithServerNow look={recordsPageLook}>{(nowMs) => <MoneyLogView nowMs={nowMs} />}</WithServerNow>
    </Page>
  );
}
