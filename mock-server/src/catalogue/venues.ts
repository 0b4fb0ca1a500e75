import type { Lang } from '@contracts';
import type { GameCategory } from '@contracts/games/game-types';

/**
 * The game venues (providers) of the mock world, one wallet each. Names are invented: no real brand.
 * Fixed data, no collection: it sits below the areas (mock-server/src/catalogue) because the funds area (a wallet
 * per venue, fundslog/*) and the games area (games, openGame) both read it while games tells funds about turnover,
 * so neither area imports the other both ways. A venue wallet is opened lazily by the ledger on its first posting.
 */
export interface VenueDefinition {
  code: string;
  name: Record<Lang, string>;
  category: GameCategory;
  /** Bets settle at once (slots, fishing, chess) or wait for the clock (sports, esports, live). */
  settlement: 'instant' | 'clock';
  maintenance: boolean;
}

export const VENUES: readonly VenueDefinition[] = [
  { code: 'ag_slots', name: { en: 'Aurora Slots', zh_hans: '极光电子' }, category: 2, settlement: 'instant', maintenance: false },
  { code: 'lucky_reels', name: { en: 'Lucky Reels', zh_hans: '幸运转轴' }, category: 2, settlement: 'instant', maintenance: false },
  { code: 'jade_spin', name: { en: 'Jade Spin', zh_hans: '翡翠电子' }, category: 2, settlement: 'instant', maintenance: false },
  { code: 'star_lotto', name: { en: 'Star Lotto', zh_hans: '星彩' }, category: 3, settlement: 'clock', maintenance: false },
  { code: 'nova_esports', name: { en: 'Nova Esports', zh_hans: '新星电竞' }, category: 4, settlement: 'clock', maintenance: false },
  { code: 'pearl_live', name: { en: 'Pearl Live', zh_hans: '珍珠真人' }, category: 5, settlement: 'clock', maintenance: false },
  { code: 'dragon_live', name: { en: 'Dragon Hall Live', zh_hans: '龙殿真人' }, category: 5, settlement: 'clock', maintenance: true },
  { code: 'deep_sea', name: { en: 'Deep Sea Fishing', zh_hans: '深海捕鱼' }, category: 6, settlement: 'instant', maintenance: false },
  { code: 'harbour_sports', name: { en: 'Harbour Sports', zh_hans: '港湾体育' }, category: 7, settlement: 'clock', maintenance: false },
  { code: 'summit_sports', name: { en: 'Summit Sports', zh_hans: '巅峰体育' }, category: 7, settlement: 'clock', maintenance: false },
  { code: 'lotus_cards', name: { en: 'Lotus Cards', zh_hans: '莲花棋牌' }, category: 8, settlement: 'instant', maintenance: false },
  { code: 'tea_house', name: { en: 'Tea House Chess', zh_hans: '茶馆棋牌' }, category: 8, settlement: 'instant', maintenance: false },
];

export function findVenue(code: string): VenueDefinition | undefined {
  return VENUES.find((venue) => venue.code === code);
}

/**
 * The platform's own games (lottery, fast food): they play from the central wallet, so they are no
 * wallet and not in VENUES (transfer lists, wallet lists); their bets still show in bet records and
 * totals under these names (docs/decisions.md "Lottery and fast-food").
 */
export interface HouseVenue {
  code: string;
  name: Record<Lang, string>;
  category: GameCategory;
}

export const HOUSE_VENUES: readonly HouseVenue[] = [
  { code: 'house_lottery', name: { en: 'Platform Lottery', zh_hans: '平台彩票' }, category: 3 },
  { code: 'house_fastfood', name: { en: 'Fast Food', zh_hans: '快餐游戏' }, category: 3 },
];

export const HOUSE_LOTTERY = 'house_lottery';
export const HOUSE_FASTFOOD = 'house_fastfood';

export function findHouseVenue(code: string): HouseVenue | undefined {
  return HOUSE_VENUES.find((venue) => venue.code === code);
}

/** Any venue a bet can name, wallet or house, for bet records. */
export function findBetVenue(code: string): VenueDefinition | HouseVenue | undefined {
  return findVenue(code) ?? findHouseVenue(code);
}

/** Served by the mock's asset routes as generated SVG; the badge draws the venue's name in the language. */
export function venueLogoUrl(code: string, lang: Lang): string {
  return `/assets/venues/${lang}/${code}.svg`;
}
