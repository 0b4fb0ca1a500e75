import type { api, HandlerTree } from '@contracts';
import { liveSession } from '../core/auth';
import { requireUid, type Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { collectGame, collectionList, listGames, searchGames } from '../domain/games/lobby';
import { bulletins } from '../domain/games/slides';
import { openGame } from '../domain/games/tickets';

/** Lists are public, but a token (when sent and live) marks the player's favourites. */
export function viewerUid(ctx: Ctx): number | null {
  return ctx.uid ?? liveSession(ctx.world, ctx.token ?? undefined, ctx.now)?.uid ?? null;
}

export const games: HandlerTree<typeof api.games, Ctx, DomainError> = {
  openGame: (input, ctx) => openGame(ctx.world, requireUid(ctx), ctx.now, ctx.lang, ctx.origin, input),
  getAllGameList: (input, ctx) => listGames(ctx.world, viewerUid(ctx), ctx.lang, input),
  gameCollect: (input, ctx) => collectGame(ctx.world, requireUid(ctx), ctx.now, input.gameId, input.collect),
  gameCollectList: (input, ctx) => collectionList(ctx.world, requireUid(ctx), ctx.lang, input),
  getBulletin: (_input, ctx) => bulletins(ctx.world, ctx.now, ctx.lang),
  getSearchGameList: (input, ctx) => searchGames(ctx.world, viewerUid(ctx), ctx.lang, input),
};
