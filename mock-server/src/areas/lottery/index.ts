import { defineArea } from '../../core/area';
import { lottery as lotteryControl } from './control';
import { lottery } from './routes';
import { CancelledRoundRecord, LotteryOrderRecord } from './schemas';
import { settleDueLotteryOrders } from './settle';

/**
 * The lottery hall (lottery/*, Lottery/*, locsgwin/*, caipiao/*): rounds follow the clock, only orders and
 * cancelled rounds are stored; the clock job settles every order at its round's draw.
 */
export const lotteryArea = defineArea({
  collections: { lotteryOrders: LotteryOrderRecord, cancelledRounds: CancelledRoundRecord },
  routes: { lottery },
  // The control group covers fast food too (areas/lottery/timed-games.ts).
  control: { lottery: lotteryControl },
  jobs: { dueLotteryOrders: settleDueLotteryOrders },
});
