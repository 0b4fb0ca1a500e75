import type { Lang } from '@contracts';
import type { GameCategory } from '@contracts/games/game-types';
import { compose, NAME_PARTS, type Named, type Word } from './names';
import { hashKey, pick, rng, shuffled } from './rng';
import { VENUES, type VenueDefinition } from '../../catalogue/venues';

/** One game of the catalogue. Derived from the world seed, never stored: rebuilding it is cheap. */
export interface GameDefinition {
  id: number;
  name: Named;
  venueCode: string;
  category: Exclude<GameCategory, 1>;
  /** Index of the second name part (the kind of table or sport), which decides the markets offered. */
  kind: number;
  hot: boolean;
  recommend: boolean;
  /** Lobby order: most popular first. */
  popularity: number;
  minBetFen: number;
  /** Has a play-money trial mode (instant-settling games only). */
  demo: boolean;
}

export interface Catalogue {
  readonly seed: number;
  readonly games: readonly GameDefinition[];
  readonly byId: ReadonlyMap<number, GameDefinition>;
}

/** Games per venue, by venue category: about 300 in all. */
const GAMES_PER_VENUE: Record<Exclude<GameCategory, 1>, number> = { 2: 48, 3: 12, 4: 15, 5: 15, 6: 18, 7: 10, 8: 32 };
const MIN_BETS_FEN: Record<Exclude<GameCategory, 1>, readonly number[]> = {
  2: [20, 50, 100],
  3: [100, 200],
  4: [1000],
  5: [1000, 2000],
  6: [10, 100],
  7: [1000],
  8: [100, 500, 1000],
};
export const FIRST_GAME_ID = 1001;

function build(seed: number): Catalogue {
  const random = rng(hashKey('catalogue', seed));
  const games: GameDefinition[] = [];
  // One shuffled pool of name pairs per category, drawn without replacement, so names never repeat.
  const pools = new Map<number, Array<{ name: Named; kind: number }>>();
  for (const venue of VENUES) {
    const category = venue.category as Exclude<GameCategory, 1>;
    let pool = pools.get(category);
    if (!pool) {
      const { first, second } = NAME_PARTS[category];
      const pairs = first.flatMap((a: Word) => second.map((b: Word, kind) => ({ name: compose(a, b), kind })));
      pool = shuffled(random, pairs);
      pools.set(category, pool);
    }
    for (let i = 0; i < GAMES_PER_VENUE[category]; i++) {
      const entry = pool.shift();
      if (!entry) throw new Error(`not enough ${category} names`);
      const instant = venue.settlement === 'instant';
      games.push({
        id: FIRST_GAME_ID + games.length,
        name: entry.name,
        venueCode: venue.code,
        category,
        kind: entry.kind,
        hot: random() < 0.12,
        recommend: random() < 0.22,
        popularity: Math.floor(random() * 10_000),
        minBetFen: pick(random, MIN_BETS_FEN[category]),
        demo: instant && random() < 0.85,
      });
    }
  }
  return { seed, games, byId: new Map(games.map((g) => [g.id, g])) };
}

const cache = new Map<number, Catalogue>();

/** The catalogue of a world seed (memoised: a reset with the same seed reuses it). */
export function catalogueFor(seed: number): Catalogue {
  let catalogue = cache.get(seed);
  if (!catalogue) {
    catalogue = build(seed);
    if (cache.size > 8) cache.clear();
    cache.set(seed, catalogue);
  }
  return catalogue;
}

export function venueOf(game: GameDefinition): VenueDefinition {
  const venue = VENUES.find((v) => v.code === game.venueCode);
  if (!venue) throw new Error(`game ${game.id} has no venue ${game.venueCode}`);
  return venue;
}

/** The icon is labelled with the game's name and a hot game's badge is in words, so its URL carries the language. */
export function gameIconUrl(id: number, lang: Lang): string {
  return `/assets/games/${lang}/${id}.svg`;
}

export function gameName(game: GameDefinition, lang: Lang): string {
  return game.name[lang];
}
