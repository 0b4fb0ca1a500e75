import { defineArea, type Registers } from '../../core/area';
import { HOUSE_LOTTERY, nameHouseGames } from '../games';
import { findLottery } from './catalogue';
import { lottery as lotteryControl } from './control';
import { settleDueLotteryOrders } from './order-book';
import { lottery } from './routes';
import { CancelledRoundRecord, LotteryOrderRecord } from './schemas';

// The bets' rows of the lotteries are the games area's, the lotteries this area's: each row is named by its lottery.
nameHouseGames(HOUSE_LOTTERY, (id, lang) => findLottery(id)?.name[lang] ?? String(id));

const collections = { lotteryOrders: LotteryOrderRecord, cancelledRounds: CancelledRoundRecord };
/**
 * MOCK_LOTTERY_SECRET: what the lottery and fast-food draws' server secret is derived from; null: a constant salt
 * and the world seed (mock-server/src/rounds/fair.ts). Never stored in the world, never exported.
 */
const config: { lotterySecret: string | null } = { lotterySecret: null };

/**
 * The lottery hall (lottery/*, Lottery/*, locsgwin/*, caipiao/*), four games of the round engine
 * (mock-server/src/rounds): rounds follow the clock, only orders and cancelled rounds (of fast food's too)
 * are stored; the clock job settles every order at its round's draw.
 */
export const lotteryArea = defineArea({
  collections,
  config,
  routes: { lottery },
  // The control group covers fast food too (timed-games.ts): this area imports fast food's index, never the other way.
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
