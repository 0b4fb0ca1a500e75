import { defineArea } from '../../core/area';
import { fastfood } from './routes';
import { FastFoodOrderRecord } from './schemas';
import { settleDueFastFoodOrders } from './settle';

/**
 * The fast-food ring game (fastfood/*): rounds follow the clock like the lotteries' (areas/lottery/rounds.ts),
 * chips are orders played from the central wallet; the clock job settles every order at its round's draw.
 */
export const fastfoodArea = defineArea({
  collections: { fastFoodOrders: FastFoodOrderRecord },
  routes: { fastfood },
  jobs: { dueFastFoodOrders: settleDueFastFoodOrders },
});
