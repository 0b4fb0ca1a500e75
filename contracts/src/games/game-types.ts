import { z } from 'zod';
import { QueryInt } from '../core/wire';
import type { Lang } from '../core/lang';
import { Money } from '../core/money';

/**
 * Game categories of spec §1/§2, numbers on the wire. `hot` is a showcase, not a kind of venue: it
 * lists games flagged hot across every venue, so no venue has category 1.
 */
export const GameCategory = z
  .enum({
    hot: 1,
    slots: 2,
    lottery: 3,
    esports: 4,
    live: 5,
    fishing: 6,
    sports: 7,
    chess: 8,
  })
  .meta({ id: 'GameCategory' });
export type GameCategory = z.infer<typeof GameCategory>;

/** Names the server returns (home categories, venue filters) in the request language. */
export const GAME_CATEGORY_LABELS: Record<GameCategory, Record<Lang, string>> = {
  1: { en: 'Hot', zh_hans: '热门' },
  2: { en: 'Slots', zh_hans: '电子' },
  3: { en: 'Lottery', zh_hans: '彩票' },
  4: { en: 'Esports', zh_hans: '电竞' },
  5: { en: 'Live casino', zh_hans: '真人视讯' },
  6: { en: 'Fishing', zh_hans: '捕鱼' },
  7: { en: 'Sports', zh_hans: '体育' },
  8: { en: 'Chess & cards', zh_hans: '棋牌' },
};

/** The game-list tabs of spec §9: All, Recommend, Collection. */
export const GameTab = z.enum({ all: 0, recommend: 1, collection: 2 });
export type GameTab = z.infer<typeof GameTab>;

/** A game venue (provider); every venue has its own wallet (DESIGN.md §4). Names are invented. */
export const Venue = z
  .object({
    /** Stable code, also the venue wallet's code in fundslog/*. */
    code: z.string().min(1),
    name: z.string(),
    category: GameCategory,
    logo: z.string().min(1),
    /** Under maintenance: listed, but openGame and transfers to it are refused. */
    maintenance: z.boolean(),
  })
  .meta({ id: 'Venue' });
export type Venue = z.infer<typeof Venue>;

export const Game = z
  .object({
    id: z.number().int().positive(),
    /** In the request language. */
    name: z.string(),
    venueCode: z.string().min(1),
    venueName: z.string(),
    category: GameCategory,
    icon: z.string().min(1),
    hot: z.boolean(),
    recommend: z.boolean(),
    /** In the logged-in player's favourites; always false for a visitor. */
    collected: z.boolean(),
    minBet: Money,
    /** Has a trial mode with play money (openGame with `trial: true`). */
    demo: z.boolean(),
  })
  .meta({ id: 'Game' });
export type Game = z.infer<typeof Game>;

/** A category in a query string. */
export const GameCategoryParam = QueryInt.pipe(GameCategory);
