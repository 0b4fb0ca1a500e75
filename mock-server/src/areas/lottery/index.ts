import { defineArea } from '../../core/area';
import { HOUSE_LOTTERY, nameHouseGames } from '../games';
import { findLottery } from './catalogue';
import { lottery as lotteryControl } from './control';
import { settleDueLotteryOrders } from './order-book';
import { lottery } from './routes';
import { CancelledRoundRecord, LotteryOrderRecord } from './schemas';

// The bets' rows of the lotteries are the games area's, the lotteries this area's: each row is named by its lottery.
nameHouseGames(HOUSE_LOTTERY, (id, lang) => findLottery(id)?.name[lang] ?? String(id));

/**
 * The lottery hall (lottery/*, Lottery/*, locsgwin/*, caipiao/*), four games of the round engine
 * (mock-server/src/rounds): rounds follow the clock, only orders and cancelled rounds (of fast food's too)
 * are stored; the clock job settles every order at its round's draw.
 */
export const lotteryArea = defineArea({
  collections: { lotteryOrders: LotteryOrderRecord, cancelledRounds: CancelledRoundRecord },
  routes: { lottery },
  // The control group covers fast food too (timed-games.ts): this area imports fast food's index, never the other way.
  control: { lottery: lotteryControl },
  jobs: { dueLotteryOrders: settleDueLotteryOrders },
});
