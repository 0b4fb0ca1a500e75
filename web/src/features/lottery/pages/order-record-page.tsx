import { useTranslation } from 'react-i18next';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { OrderRecordsView } from '../components/order-records-view';
import '../order-record.css';

/** home/orderRecord: the player's lottery and fast-food orders of the last 30 days. */
export default function OrderRecordPage({ titleKey }: PageProps) {
  const { t } = useTranslation('orders');
  return (
    <Page title={t(`routes:${titleKey}`)}>
      <OrderRecordsView />
    </Page>
  );
}
