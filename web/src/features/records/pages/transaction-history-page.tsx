import { useTranslation } from 'react-i18next';
import { FeatureStrings } from '@web/components/feature-strings';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { MoneyLogView } from '../components/money-log-view';
import { WithServerNow } from '../components/with-server-now';
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
      <WithServerNow>{(nowMs) => <MoneyLogView nowMs={nowMs} />}</WithServerNow>
    </Page>
  );
}
