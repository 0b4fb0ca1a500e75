import { toPlatformIso } from '@contracts';
import type { RoundView } from '@contracts/control/lottery';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import type { Lifecycle } from '../../core/lifecycle';
import type { World } from '../../core/store';
import { FASTFOOD_GAME, FASTFOOD_TIMING } from '../fastfood/table';
import { fastFoodLifecycle } from '../fastfood/settle';
import { findLottery } from './catalogue';
import { isCancelled } from './round-views';
import { phaseAt, type RoundSlot, type RoundTiming } from './rounds';
import { lotteryLifecycle } from './settle';

/** What the control API needs of a timed game (a lottery or fast food) to move its clock and cancel its rounds. */
export interface TimedGame {
  /** The lottery's code or "fastfood": the key of its seeds and of its cancelled rounds. */
  game: string;
  timing: RoundTiming;
  /** Order numbers of the round still waiting for the draw. */
  pendingOrders: (world: World, issue: string) => string[];
  lifecycle: Pick<Lifecycle<{ uid: number; finishedAt: number | null }, 'cancel'>, 'decide'>;
}

/** The game a control call names: `lotteryId` or `game: "fastfood"`, exactly one (400 otherwise, 404 unknown). */
export function timedGame(input: { lotteryId?: number | undefined; game?: 'fastfood' | undefined }): TimedGame | DomainError {
  if ((input.lotteryId === undefined) === (input.game === undefined)) return fail('lottery.whichGame', {}, 400);
  if (input.game === FASTFOOD_GAME) {
    return {
      game: FASTFOOD_GAME,
      timing: FASTFOOD_TIMING,
      pendingOrders: (world, issue) => world.db.fastFoodOrders.findMany((q) => q.where({ roundNo: issue, status: 0 })).map((o) => o.orderNo),
      lifecycle: fastFoodLifecycle,
    };
  }
  const lottery = findLottery(input.lotteryId!);
  if (!lottery) return fail('lottery.unknown', { id: input.lotteryId! }, 404);
  return {
    game: lottery.code,
    timing: lottery.timing,
    pendingOrders: (world, issue) => world.db.lotteryOrders.findMany((q) => q.where({ lotteryId: lottery.id, issue, status: 0 })).map((o) => o.orderNo),
    lifecycle: lotteryLifecycle,
  };
}

export function controlRoundView(world: World, game: TimedGame, slot: RoundSlot, nowMs: number): RoundView {
  return {
    game: game.game,
    issue: slot.issue,
    status: phaseAt(slot, nowMs, isCancelled(world, game.game, slot.issue)),
    openAt: toPlatformIso(slot.openAt),
    closeAt: toPlatformIso(slot.closeAt),
    drawAt: toPlatformIso(slot.drawAt),
  };
}

/**
 * Cancels a round not drawn yet: records it, then cancels each of its pending orders through the
 * order lifecycle (a refund each, exactly once). 409 when drawn or cancelled already.
 */
export async function cancelRound(world: World, nowMs: number, game: TimedGame, slot: RoundSlot): Promise<string[] | DomainError> {
  if (isCancelled(world, game.game, slot.issue)) return fail('lottery.roundAlreadyCancelled', { issue: slot.issue }, 409);
  if (nowMs >= slot.drawAt) return fail('lottery.roundDrawn', { issue: slot.issue }, 409);
  await world.db.cancelledRounds.create({ game: game.game, issue: slot.issue, cancelledAt: nowMs });
  const cancelled: string[] = [];
  for (const orderNo of game.pendingOrders(world, slot.issue)) {
    const decided = await game.lifecycle.decide(world, nowMs, orderNo, 'cancel');
    if (isDomainError(decided)) return decided;
    cancelled.push(orderNo);
  }
  return cancelled;
}
