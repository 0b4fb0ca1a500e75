import { toPlatformIso } from '@contracts';
import type { RoundView } from '@contracts/control/lottery';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { phaseAt, type RoundSlot } from '../../rounds/clock';
import { isCancelled } from '../../rounds/round-game';
import { timedGame, type TimedGame } from '../../rounds/settle';
import { FASTFOOD_GAME, fastFoodTimedGame } from '../fastfood';
import { findLottery } from './catalogue';
import { lotteryBook, lotteryLifecycle } from './order-book';

/** The game a control call names: `lotteryId` or `game: "fastfood"`, exactly one (400 otherwise, 404 unknown). */
export function timedGameNamed(input: { lotteryId?: number | undefined; game?: 'fastfood' | undefined }): TimedGame | DomainError {
  if ((input.lotteryId === undefined) === (input.game === undefined)) return fail('lottery.whichGame', {}, 400);
  if (input.game === FASTFOOD_GAME) return fastFoodTimedGame;
  const lottery = findLottery(input.lotteryId!);
  if (!lottery) return fail('lottery.unknown', { id: input.lotteryId! }, 404);
  return timedGame(lotteryBook, lotteryLifecycle, lottery);
}

export function controlRoundView(world: World, game: TimedGame, slot: RoundSlot, nowMs: number): RoundView {
  return {
    game: game.round.code,
    issue: slot.issue,
    status: phaseAt(slot, nowMs, isCancelled(world, game.round.code, slot.issue)),
    openAt: toPlatformIso(slot.openAt),
    closeAt: toPlatformIso(slot.closeAt),
    drawAt: toPlatformIso(slot.drawAt),
  };
}

/**
 * Cancels a round not drawn yet: records it (the cancelled rounds of every timed game are this area's),
 * then cancels each of its pending orders through the order lifecycle (a refund each, exactly once).
 * 409 when drawn or cancelled already.
 */
export async function cancelRound(world: World, nowMs: number, game: TimedGame, slot: RoundSlot): Promise<string[] | DomainError> {
  const code = game.round.code;
  if (isCancelled(world, code, slot.issue)) return fail('lottery.roundAlreadyCancelled', { issue: slot.issue }, 409);
  if (nowMs >= slot.drawAt) return fail('lottery.roundDrawn', { issue: slot.issue }, 409);
  await world.db.cancelledRounds.create({ game: code, issue: slot.issue, cancelledAt: nowMs });
  const cancelled: string[] = [];
  for (const orderNo of game.pendingOrders(world, slot.issue)) {
    const decided = await game.lifecycle.decide(world, nowMs, orderNo, 'cancel');
    if (isDomainError(decided)) return decided;
    cancelled.push(orderNo);
  }
  return cancelled;
}
