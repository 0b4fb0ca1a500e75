import { defineArea } from '../../core/area';
import { settleDueFastFoodOrders } from './order-book';
import { fastfood } from './routes';
import { FastFoodOrderRecord } from './schemas';

// What the lottery area's control group (which covers fast food too) reads of this game.
export { fastFoodBook, fastFoodTimedGame } from './order-book';
export { fastFoodBetView } from './orders';
export { FASTFOOD_GAME } from './table';

/**
 * The fast-food ring game (fastfood/*), a game of the round engine (mock-server/src/rounds) like the
 * lotteries: rounds follow the clock, chips are orders played from the central wallet; the clock job
 * settles every order at its round's draw.
 */
export const fastfoodArea = defineArea({
  collections: { fastFoodOrders: FastFoodOrderRecord },
  routes: { fastfood },
  jobs: { dueFastFoodOrders: settleDueFastFoodOrders },
});
