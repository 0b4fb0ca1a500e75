import type { Venue } from '@contracts/games/game-types';
import { betStatusLabels, type BetStatus } from '@contracts/records/bets';
import { useTranslation } from 'react-i18next';
import { useSession } from '@web/lib/use-session';
import { categoryLabel } from './format';
import { OptionField } from '@web/components/picker-field';

export interface BetFilterValues {
  venueCode: string;
  gameType: string;
  status: string;
}

/** Venue categories (hot is a showcase, never a bet's type). */
const GAME_TYPES = [2, 3, 4, 5, 6, 7, 8];
const STATUSES: BetStatus[] = [0, 1, 2, 3];

/** A venue the filter offers: a wallet venue, or one the player has bets at (the house lottery and fast food). */
export type BetVenue = Pick<Venue, 'code' | 'name' | 'category'>;

interface BetFiltersProps {
  venues: readonly BetVenue[];
  value: BetFilterValues;
  onChange: (value: BetFilterValues) => void;
  /** The record page of one venue hides the venue choice. */
  hideVenue?: boolean;
}

/** Venue, game type and status: antd-mobile Pickers behind fields that show their whole value. */
export function BetFilters({ venues, value, onChange, hideVenue }: BetFiltersProps) {
  const { t } = useTranslation('lobby');
  const { lang } = useSession();
  const venueOptions = venues
    .filter((venue) => value.gameType === '' || String(venue.category) === value.gameType)
    .map((venue) => ({ label: venue.name, value: venue.code }));
  return (
    <div className="lobby-filters">
      {!hideVenue && (
        <OptionField
          label={t('fields:venueCode')}
          options={[{ label: t('filter.allVenues'), value: '' }, ...venueOptions]}
          value={value.venueCode}
          onChange={(venueCode) => onChange({ ...value, venueCode })}
        />
      )}
      <OptionField
        label={t('fields:gameType')}
        options={[
          { label: t('filter.allTypes'), value: '' },
          ...GAME_TYPES.map((type) => ({ label: categoryLabel(type, lang), value: String(type) })),
        ]}
        value={value.gameType}
        onChange={(gameType) => onChange({ ...value, gameType, venueCode: hideVenue ? value.venueCode : '' })}
      />
      <OptionField
        label={t('filter.status')}
        options={[
          { label: t('filter.allStatuses'), value: '' },
          ...STATUSES.map((status) => ({ label: betStatusLabels[status][lang], value: String(status) })),
        ]}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
      />
    </div>
  );
}
