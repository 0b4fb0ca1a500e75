import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Page } from '@web/components/page';
import type { PageProps } from '@web/lib/page-props';
import { useSession } from '@web/lib/use-session';
import { venuesQuery } from '@web/api/funds/get-venues-list';
import { BetRecordsView } from '../components/bet-records-view';
import '../games.css';

/**
 * home/record: the player's game records at one venue (`?venue=CODE`), reached from a game's page.
 * The same list as mine/betRecord with the venue fixed; without a venue it lists every venue.
 */
export default function GameRecordPage({ titleKey }: PageProps) {
  const { t } = useTranslation('lobby');
  const [params] = useSearchParams();
  const venueCode = params.get('venue') ?? undefined;
  const venues = useQuery(venuesQuery(useSession()));
  const venue = venues.data?.find((v) => v.code === venueCode);
  const title = venue ? t('records.venueTitle', { venue: venue.name }) : t(`routes:${titleKey}`);
  return (
    <Page title={title} refreshable>
      {venue && <p className="lobby-records-venue">{title}</p>}
      <BetRecordsView fixedVenue={venueCode} />
    </Page>
  );
}
