import { api, formatMoney } from '@contracts';
import type { Scenario } from './scenario';
import { applicant, approvedDeposit, register } from './steps';

/** The 1-minute dice: its rounds close 10 s before the draw. */
export const CLOSING_LOTTERY = 'dice1m';
export const CLOSES_IN_MS = 10_000;
/** Each inner list is one order's lines. */
export const CLOSING_ORDERS = [
  [{ option: 'big', amount: '10.00' }],
  [
    { option: 'small', amount: '20.00' },
    { option: 'sum_10', amount: '5.00' },
  ],
];
const FUNDS = '1000.00';

const player = applicant('lucky01', '周洋', '13800000104', {
  en: 'Two open orders on the round about to close',
  zh_hans: '在即将封盘的一期有两张未开奖注单',
});

export const lotteryClosing: Scenario = {
  name: 'lottery-closing',
  summary: {
    en:
      'The clock stands ten seconds before the current 1-minute dice round stops taking bets; lucky01 (deposited ' +
      `${formatMoney(FUNDS)}) has two open orders on it: big, and small with sum 10.`,
    zh_hans: `时钟停在当前一分钟骰子一期封盘前十秒；lucky01（已存入${formatMoney(FUNDS)}）在这一期有两张未开奖注单：大，以及小和总和10。`,
  },
  players: [player],
  async build(kit) {
    const member = await register(kit, player);
    await approvedDeposit(kit, member, FUNDS);
    const { lotteries } = await kit.api(api.lottery.lotteryList, {});
    const lottery = lotteries.find((l) => l.lottery.code === CLOSING_LOTTERY)?.lottery;
    if (!lottery) throw new Error(`no lottery ${CLOSING_LOTTERY}`);
    // Just past a draw, a round has just opened: its close is ahead whatever the start instant.
    await kit.control.lottery.jump({ lotteryId: lottery.id, to: 'draw' });
    const room = await kit.api(api.lottery.getLotteryInfo, { lotteryId: lottery.id });
    const { nowMs } = await kit.control.world.clock();
    await kit.control.world.advance({ ms: Date.parse(room.current.closeAt) - nowMs - CLOSES_IN_MS });
    for (const bets of CLOSING_ORDERS) {
      await kit.api(api.lottery.placeOrder, { lotteryId: lottery.id, issue: room.current.issue, bets }, member.token);
    }
  },
};
