import { z } from 'zod';
import { NOT_BLANK } from '../rules/text';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import { PageQuery, Paged } from '../core/list';
import { IsoDateTime } from '../core/time';
import { nonBlank } from '../rules/text';
import { Game, GameCategoryParam, GameTab, Venue } from './game-types';

export const GameListQuery = PageQuery.extend({
  category: GameCategoryParam.optional(),
  /** A venue code of `venues`; absent: every venue of the category. */
  venueCode: z.string().regex(NOT_BLANK, 'required').trim().optional(),
  tab: QueryInt.pipe(GameTab).default(0),
});
export type GameListQuery = z.infer<typeof GameListQuery>;

export const getAllGameList = endpoint({
  method: 'GET',
  path: 'game/getAllGameList',
  auth: 'optional',
  summary:
    'Games of a category (and optionally one venue), paged, for the tabs All (0) / Recommend (1) / Collection (2). ' +
    "Also returns the category's venues for the venue filter. The token is optional: with one, `collected` is the " +
    "player's; a visitor's Collection tab is empty (the web sends visitors to login first). Bare name of spec §7, " +
    'served under game/ (DESIGN.md §3).',
  input: GameListQuery,
  output: Paged(Game).extend({ venues: z.array(Venue) }),
});

export const SEARCH_KEYWORD_MAX = 30;

export const getSearchGameList = endpoint({
  method: 'GET',
  path: 'game/getSearchGameList',
  auth: 'optional',
  summary:
    'Search games by name (case-insensitive substring, in the request language), paged; optionally within a ' +
    'category. A blank keyword is refused. Token optional, as in getAllGameList.',
  input: PageQuery.extend({
    keyword: nonBlank().pipe(z.string().max(SEARCH_KEYWORD_MAX)),
    category: GameCategoryParam.optional(),
  }),
  output: Paged(Game),
});

export const Bulletin = z.object({
  id: z.number().int().positive(),
  /** Plain text for the scrolling notice bar, in the request language. */
  text: z.string(),
  publishedAt: IsoDateTime,
});
export type Bulletin = z.infer<typeof Bulletin>;

export const getBulletin = endpoint({
  method: 'GET',
  path: 'game/getBulletin',
  auth: 'none',
  summary: 'The notice-bar texts of the home and game pages, newest first (plain text, no markup).',
  input: NoInput,
  output: z.array(Bulletin),
});
