import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { PageQuery, Paged } from '../core/list';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';
import { Game, GameCategoryParam } from './game-types';

const GameId = z.number().int().positive();

export const openGame = endpoint({
  method: 'POST',
  path: 'game/openGame',
  auth: 'required',
  summary:
    'Open a game: returns the URL of the game page the platform serves, carrying a one-time ticket (valid about ' +
    'a minute, used once), and the venue wallet balance the game plays against. The player moves money into the ' +
    'venue with fundslog/transfer. `trial: true` opens play-money mode for games with `demo`. Refused for a ' +
    'venue under maintenance.',
  input: z.object({ gameId: GameId, trial: z.boolean().default(false) }),
  output: z.object({
    url: z.string().min(1),
    ticket: z.string().min(16),
    expiresAt: IsoDateTime,
    venueCode: z.string().min(1),
    venueName: z.string(),
    /** The venue wallet (play money in trial mode). */
    venueBalance: Money,
    trial: z.boolean(),
  }),
});

export const gameCollect = endpoint({
  method: 'POST',
  path: 'game/gameCollect',
  auth: 'required',
  summary:
    "Add a game to (`collect: true`) or remove it from (`collect: false`) the player's favourites. Idempotent: " +
    'collecting a collected game changes nothing. Answers the resulting state.',
  input: z.object({ gameId: GameId, collect: z.boolean() }),
  output: z.object({ gameId: z.number().int().positive(), collected: z.boolean() }),
});

export const gameCollectList = endpoint({
  method: 'GET',
  path: 'game/gameCollectList',
  auth: 'required',
  summary: "The player's favourite games (mine/collect page), most recently collected first, paged; optionally one category.",
  input: PageQuery.extend({ category: GameCategoryParam.optional() }),
  output: Paged(Game),
});
