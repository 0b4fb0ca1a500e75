import { defineArea, type Registers } from '../../core/area';
import { settleDueFastFoodOrders } from './order-book';
import { fastfood } from './routes';
import { FastFoodOrderRecord } from './schemas';

const collections = { fastFoodOrders: FastFoodOrderRecord };

/**
 * The fast-food ring game (fastfood/*), a game of the round engine (mock-server/src/rounds) like the
 * lotteries: rounds follow the clock, chips are orders played from the central wallet; the clock job
 * settles every order at its round's draw.
 */
export const fastfoodArea = defineArea({
  collections,
  routes: { fastfood },
  jobs: { dueFastFoodOrders: settleDueFastFoodOrders },
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
