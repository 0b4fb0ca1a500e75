import { useTranslation } from 'react-i18next';
import { Page } from '@web/components/page';
import { FeatureStrings } from '@web/components/feature-strings';
import type { PageProps } from '@web/lib/page-props';
import { OrderRecordsView } from '../components/order-records-view';
import '../order-record.css';

/** home/orderRecord: the player's lottery and fast-food orders of the last 30 days; strings come with it. */
export default function OrderRecordPage(props: PageProps) {
  return (
    <FeatureStrings ns="orders">
      <OrderRecords {...props} />
    </FeatureStrings>
  );
}

function OrderRecords({ titleKey }: PageProps) {
  const { t } = useTranslation('orders');
  return (
    <Page title={t(`routes:${titleKey}`)} refreshable>
      <OrderRecordsView />
    </Page>
  );
}
