import type { Venue } from '@contracts/games/game-types';
import { betStatusLabels, type BetStatus } from '@contracts/records/bets';
import { useTranslation } from 'react-i18next';
import { useSession } from '@web/lib/use-session';
import { categoryLabel } from './format';

export interface BetFilterValues {
  venueCode: string;
  gameType: string;
  status: string;
}

/** Venue categories (hot is a showcase, never a bet's type). */
const GAME_TYPES = [2, 3, 4, 5, 6, 7, 8];
const STATUSES: BetStatus[] = [0, 1, 2, 3];

interface BetFiltersProps {
  venues: Venue[];
  value: BetFilterValues;
  onChange: (value: BetFilterValues) => void;
  /** The record page of one venue hides the venue choice. */
  hideVenue?: boolean;
}

/** Venue, game type and status: native selects, labelled, that every phone shows as its own picker. */
export function BetFilters({ venues, value, onChange, hideVenue }: BetFiltersProps) {
  const { t } = useTranslation('lobby');
  const { lang } = useSession();
  const set = (key: keyof BetFilterValues) => (event: { target: { value: string } }) => onChange({ ...value, [key]: event.target.value });
  return (
    <div className="lobby-filters">
      {!hideVenue && (
        <label>
          <span>{t('fields:venueCode')}</span>
          <select value={value.venueCode} onChange={set('venueCode')}>
            <option value="">{t('filter.allVenues')}</option>
            {venues
              .filter((venue) => value.gameType === '' || String(venue.category) === value.gameType)
              .map((venue) => (
                <option key={venue.code} value={venue.code}>
                  {venue.name}
                </option>
              ))}
          </select>
        </label>
      )}
      <label>
        <span>{t('fields:gameType')}</span>
        <select value={value.gameType} onChange={(e) => onChange({ ...value, gameType: e.target.value, venueCode: hideVenue ? value.venueCode : '' })}>
          <option value="">{t('filter.allTypes')}</option>
          {GAME_TYPES.map((type) => (
            <option key={type} value={type}>
              {categoryLabel(type, lang)}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span>{t('filter.status')}</span>
        <select value={value.status} onChange={set('status')}>
          <option value="">{t('filter.allStatuses')}</option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {betStatusLabels[status][lang]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
