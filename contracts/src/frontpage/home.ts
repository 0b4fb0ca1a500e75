import { z } from 'zod';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import { Game, GameCategory, Venue } from '../games/game-types';

export const SlideLinkType = z.enum({ none: 0, promotion: 1, game: 2, url: 3 });

/** Where tapping a banner leads: nowhere, a promotion (preferential/detail), a game (openGame) or a URL. */
export const SlideLink = z.discriminatedUnion('type', [
  z.object({ type: z.literal(SlideLinkType.enum.none) }),
  z.object({ type: z.literal(SlideLinkType.enum.promotion), promotionId: z.number().int().positive() }),
  z.object({ type: z.literal(SlideLinkType.enum.game), gameId: z.number().int().positive() }),
  /** An absolute https URL (opened outside the app) or an in-app route of spec §2. */
  z.object({ type: z.literal(SlideLinkType.enum.url), url: z.string().min(1) }),
]);
export type SlideLink = z.infer<typeof SlideLink>;

export const Slide = z.object({
  id: z.number().int().positive(),
  image: z.string().min(1),
  /** In the request language; the image's alt text. */
  title: z.string(),
  link: SlideLink,
});
export type Slide = z.infer<typeof Slide>;

export const getSlideshowList = endpoint({
  method: 'GET',
  path: 'frontpage/getSlideshowList',
  auth: 'none',
  summary: 'The home page banners, in display order: image, title, and a link to a promotion, a game or a URL.',
  input: NoInput,
  output: z.array(Slide),
});

export const HOME_GAMES_PER_CATEGORY = 6;

export const HomeCategory = z.object({
  category: GameCategory,
  /** In the request language. */
  name: z.string(),
  venues: z.array(Venue),
  /** The first games of the category (recommended first); the rest come from game/getAllGameList. */
  games: z.array(Game),
});
export type HomeCategory = z.infer<typeof HomeCategory>;

export const getGameList = endpoint({
  method: 'GET',
  path: 'frontpage/getGameList',
  auth: 'optional',
  summary:
    "The home page's game categories in display order (hot first), each with its venues and its first games " +
    "(`perCategory`, default 6). Token optional: with one, `collected` is the player's.",
  input: z.object({
    perCategory: QueryInt.pipe(z.number().int().min(1).max(20)).default(HOME_GAMES_PER_CATEGORY),
  }),
  output: z.array(HomeCategory),
});
