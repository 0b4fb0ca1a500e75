import type { control } from '@contracts/control';
import { fail, isDomainError } from '../../core/errors';
import { clockView, moveClock, playerNamed, type ControlHandlers } from '../../control/context';
import { getPlayer } from '../account/players';
import { fastFoodBetView } from '../fastfood/orders';
import { orderView } from './order-views';
import { slotAt, slotBefore, slotOfIssue } from './rounds';
import { cancelRound, controlRoundView, timedGame } from './timed-games';

/**
 * The timed games for QA (lottery and fast food share the group): jump the clock to a round's close or
 * draw (settling what falls due, as any clock move does), cancel a round with refunds, list orders.
 */
export const lottery: ControlHandlers<typeof control.lottery> = {
  jump: async (input, { runtime }) => {
    const game = timedGame(input);
    if (isDomainError(game)) return game;
    const now = runtime.clock.now();
    const current = slotAt(game.timing, now);
    // Closing already: the next close is the next round's.
    const slot = input.to === 'close' && now >= current.closeAt ? slotBefore(game.timing, current, -1) : current;
    // A round is minutes away, well inside the bound; the move is checked and settled like any other.
    const refused = await moveClock(runtime, input.to === 'close' ? slot.closeAt : slot.drawAt + 1);
    if (refused) return refused;
    return { clock: clockView(runtime), round: controlRoundView(runtime.world, game, slot, runtime.clock.now()) };
  },
  cancel: async (input, { runtime }) => {
    const game = timedGame(input);
    if (isDomainError(game)) return game;
    const slot = slotOfIssue(game.timing, input.issue);
    if (!slot) return fail('lottery.issueUnknown', { issue: input.issue }, 404);
    const now = runtime.clock.now();
    const cancelled = await cancelRound(runtime.world, now, game, slot);
    if (isDomainError(cancelled)) return cancelled;
    return { round: controlRoundView(runtime.world, game, slot, now), cancelledOrders: cancelled };
  },
  orders: (input, { world }) => {
    const player = input.username === undefined ? null : playerNamed(world, input.username);
    if (isDomainError(player)) return player;
    const mine = <T extends { uid: number }>(o: T) => player === null || o.uid === player.uid;
    const newest = <T extends { placedAt: number; orderNo: string }>(a: T, b: T) => b.placedAt - a.placedAt || b.orderNo.localeCompare(a.orderNo);
    const orders = world.db.lotteryOrders.all().filter((o) => mine(o) && (input.lotteryId === undefined || o.lotteryId === input.lotteryId)).sort(newest);
    const fastFood = input.lotteryId === undefined ? world.db.fastFoodOrders.all().filter(mine).sort(newest) : [];
    return {
      orders: orders.map((o) => ({ ...orderView(o, 'en'), username: getPlayer(world, o.uid).username })),
      fastFoodOrders: fastFood.map((o) => ({ ...fastFoodBetView(o, 'en'), username: getPlayer(world, o.uid).username })),
    };
  },
};
