import { useTranslation } from 'react-i18next';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { BetRecordsView } from '../components/bet-records-view';
import '../games.css';

/** mine/betRecord: every bet of the player in the last 30 days. */
export default function BetRecordPage({ titleKey }: PageProps) {
  const { t } = useTranslation('lobby');
  return (
    <Page title={t(`routes:${titleKey}`)} refreshable>
      <BetRecordsView />
    </Page>
  );
}
