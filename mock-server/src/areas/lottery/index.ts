import { defineArea, type Registers } from '../../core/area';
import { lottery as lotteryControl } from './control';
import { lottery } from './routes';
import { CancelledRoundRecord, LotteryOrderRecord } from './schemas';
import { settleDueLotteryOrders } from './settle';

const collections = { lotteryOrders: LotteryOrderRecord, cancelledRounds: CancelledRoundRecord };
/**
 * MOCK_LOTTERY_SECRET: what the lottery and fast-food draws' server secret is derived from; null: a constant salt
 * and the world seed (areas/lottery/fair.ts). Never stored in the world, never exported.
 */
const config: { lotterySecret: string | null } = { lotterySecret: null };

/**
 * The lottery hall (lottery/*, Lottery/*, locsgwin/*, caipiao/*): rounds follow the clock, only orders and
 * cancelled rounds are stored; the clock job settles every order at its round's draw.
 */
export const lotteryArea = defineArea({
  collections,
  config,
  routes: { lottery },
  // The control group covers fast food too (areas/lottery/timed-games.ts).
  control: { lottery: lotteryControl },
  jobs: { dueLotteryOrders: settleDueLotteryOrders },
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
declare module '../../core/config' {
  interface WorldConfig extends Registers<typeof config> {}
}
