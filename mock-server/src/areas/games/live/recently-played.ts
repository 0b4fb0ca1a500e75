import { RECENTLY_PLAYED_SHOWN } from '@contracts/games/live';
import type { Game } from '@contracts/games/game-types';
import type { DomainCtx } from '../../../core/domain-ctx';
import { catalogueFor } from '../catalogue';
import { collectedIds, toGame } from '../lobby';

/** The games a player opened (game/openGame) or bet on most recently, newest first, each once. */
export function recentlyPlayed({ world, player: { uid }, lang }: DomainCtx): Game[] {
  const { byId } = catalogueFor(world.seed);
  const lastPlayed = new Map<number, number>();
  const saw = (gameId: number, at: number) => {
    if (byId.has(gameId) && at > (lastPlayed.get(gameId) ?? -Infinity)) lastPlayed.set(gameId, at);
  };
  for (const ticket of world.db.gameTickets.findMany((q) => q.where({ uid }))) saw(ticket.gameId, ticket.createdAt);
  for (const bet of world.db.bets.findMany((q) => q.where({ uid }))) saw(bet.gameId, bet.betAt);
  const collected = collectedIds(world, uid);
  return [...lastPlayed]
    .sort(([idA, atA], [idB, atB]) => atB - atA || idA - idB)
    .slice(0, RECENTLY_PLAYED_SHOWN)
    .flatMap(([id]) => {
      const game = byId.get(id);
      return game ? [toGame(game, lang, collected)] : [];
    });
}
