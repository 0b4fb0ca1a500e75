import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { collectGame, collectionList, listGames, searchGames } from './lobby';
import { bulletins } from './slides';
import { openGame } from './tickets';

export const games: Handlers<typeof api.games> = {
  openGame: (input, ctx) => openGame(ctx.world, ctx.player.uid, ctx.now, ctx.lang, ctx.origin, input),
  // Lists are public; a live token marks the player's favourites (auth 'optional').
  getAllGameList: (input, ctx) => listGames(ctx.world, ctx.player?.uid ?? null, ctx.lang, input),
  gameCollect: (input, ctx) => collectGame(ctx.world, ctx.player.uid, ctx.now, input.gameId, input.collect),
  gameCollectList: (input, ctx) => collectionList(ctx.world, ctx.player.uid, ctx.lang, input),
  getBulletin: (_input, ctx) => bulletins(ctx.world, ctx.now, ctx.lang),
  getSearchGameList: (input, ctx) => searchGames(ctx.world, ctx.player?.uid ?? null, ctx.lang, input),
};
