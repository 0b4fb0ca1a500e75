import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { collectGame, collectionList, listGames, searchGames } from './lobby';
import { jackpot } from './jackpot';
import { bigWins } from './live/big-wins';
import { recentlyPlayed } from './live/recently-played';
import { bulletins } from './slides';
import { openGame } from './tickets';

export const games: Handlers<typeof api.games> = {
  openGame: (input, ctx) => openGame(ctx, input),
  // Lists are public; a live token marks the player's favourites (auth 'optional').
  getAllGameList: (input, ctx) => listGames(ctx, input),
  gameCollect: (input, ctx) => collectGame(ctx, input.gameId, input.collect),
  gameCollectList: (input, ctx) => collectionList(ctx, input),
  getBulletin: (_input, ctx) => bulletins(ctx),
  getSearchGameList: (input, ctx) => searchGames(ctx, input),
  getBigWins: (_input, ctx) => bigWins(ctx),
  getJackpot: (_input, ctx) => jackpot(ctx),
  getRecentlyPlayed: (_input, ctx) => recentlyPlayed(ctx),
};
