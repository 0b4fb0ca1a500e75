import type { Lang } from '@contracts';
import type { Venue } from '@contracts/games/game-types';
import type { GameCategory } from '@contracts/games/game-types';
import { CENTRAL } from '../../core/ledger';
import { findVenue, VENUES, venueLogoUrl, type VenueDefinition } from '../../catalogue/venues';

export function venueView(venue: VenueDefinition, lang: Lang): Venue {
  return {
    code: venue.code,
    name: venue.name[lang],
    category: venue.category,
    logo: venueLogoUrl(venue.code, lang),
    maintenance: venue.maintenance,
  };
}

/** The venues in display order; "hot" (1) is a cross-cutting tab, so it lists every venue. */
export function venuesList(lang: Lang, category: GameCategory | undefined): Venue[] {
  return VENUES.filter((v) => category === undefined || category === 1 || v.category === category).map((v) => venueView(v, lang));
}

export type WalletTarget = { kind: 'central' } | { kind: 'venue'; venue: VenueDefinition } | { kind: 'unknown' };

export function walletTarget(code: string): WalletTarget {
  if (code === CENTRAL) return { kind: 'central' };
  const venue = findVenue(code);
  return venue ? { kind: 'venue', venue } : { kind: 'unknown' };
}
