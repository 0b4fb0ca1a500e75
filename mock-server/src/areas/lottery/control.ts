import type { control } from '@contracts/control';
import { fail, isDomainError } from '../../core/errors';
import { clockView, moveClock, playerNamed, type ControlHandlers } from '../../control/context';
import { getPlayer } from '../account';
import { fastFoodBetView, fastFoodBook } from '../fastfood';
import { allOrders } from '../../rounds/order-book';
import { slotAt, slotBefore, slotOfIssue } from '../../rounds/clock';
import { lotteryBook } from './order-book';
import { orderView } from './order-views';
import { cancelRound, controlRoundView, timedGameNamed } from './timed-games';

/**
 * The timed games for QA (lottery and fast food share the group): jump the clock to a round's close or
 * draw (settling what falls due, as any clock move does), cancel a round with refunds, list orders.
 */
export const lottery: ControlHandlers<typeof control.lottery> = {
  jump: async (input, { runtime }) => {
    const game = timedGameNamed(input);
    if (isDomainError(game)) return game;
    const now = runtime.clock.now();
    const current = slotAt(game.round.timing, now);
    // Closing already: the next close is the next round's.
    const slot = input.to === 'close' && now >= current.closeAt ? slotBefore(game.round.timing, current, -1) : current;
    // A round is minutes away, well inside the bound; the move is checked and settled like any other.
    const refused = await moveClock(runtime, input.to === 'close' ? slot.closeAt : slot.drawAt + 1);
    if (refused) return refused;
    return { clock: clockView(runtime), round: controlRoundView(runtime.world, game, slot, runtime.clock.now()) };
  },
  cancel: async (input, { runtime }) => {
    const game = timedGameNamed(input);
    if (isDomainError(game)) return game;
    const slot = slotOfIssue(game.round.timing, input.issue);
    if (!slot) return fail('lottery.issueUnknown', { issue: input.issue }, 404);
    const now = runtime.clock.now();
    const cancelled = await cancelRound(runtime.world, now, game, slot);
    if (isDomainError(cancelled)) return cancelled;
    return { round: controlRoundView(runtime.world, game, slot, now), cancelledOrders: cancelled };
  },
  orders: (input, { world }) => {
    const player = input.username === undefined ? null : playerNamed(world, input.username);
    if (isDomainError(player)) return player;
    const mine = (o: { uid: number }) => player === null || o.uid === player.uid;
    const orders = allOrders(world, lotteryBook, (o) => mine(o) && (input.lotteryId === undefined || o.lotteryId === input.lotteryId));
    const fastFood = input.lotteryId === undefined ? allOrders(world, fastFoodBook, mine) : [];
    return {
      orders: orders.map((o) => ({ ...orderView(o, 'en'), username: getPlayer(world, o.uid).username })),
      fastFoodOrders: fastFood.map((o) => ({ ...fastFoodBetView(o, 'en'), username: getPlayer(world, o.uid).username })),
    };
  },
};
