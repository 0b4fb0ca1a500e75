import { chatWaiting } from './chat-waiting';
import { demoMonth } from './demo-month';
import { interestUnclaimed } from './interest-unclaimed';
import { lockedOut } from './locked-out';
import { lotteryClosing } from './lottery-closing';
import { newPlayer } from './new-player';
import { pendingMoney } from './pending-money';
import type { Scenario } from './scenario';
import { shortTurnover } from './short-turnover';
import { vipBirthday } from './vip-birthday';

export { scenarioKit, type KitOptions, type ScenarioKit } from './kit';
export type { Scenario, ScenarioPlayer } from './scenario';

/** The catalogue of named starting points, in the order QA reads them. */
export const SCENARIOS: readonly Scenario[] = [
  newPlayer,
  demoMonth,
  shortTurnover,
  pendingMoney,
  lotteryClosing,
  vipBirthday,
  lockedOut,
  interestUnclaimed,
  chatWaiting,
];
