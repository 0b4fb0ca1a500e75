import type { Scenario } from './scenario';
import { PLAYER_PASSWORD, PLAYER_WITHDRAWAL_PASSWORD } from './scenario';

/**
 * The seeded world as it is: its month of demo01's history is made by the seed itself (records area's money story,
 * the bet archive), through the same domain calls, so there is nothing to add.
 */
export const demoMonth: Scenario = {
  name: 'demo-month',
  summary: {
    en:
      'The seeded world as it is, nothing added: demo01 (VIP 2, ¥8,888.00) with a month of deposits, transfers, ' +
      'withdrawals and bets in its records; demo02, demo03 and partner01 beside it.',
    zh_hans:
      '原样的种子世界，不做任何改动：demo01（VIP 2，¥8,888.00）的记录里有一个月的存款、转账、提款和投注；' +
      '另有demo02、demo03和partner01。',
  },
  players: [
    {
      username: 'demo01',
      password: PLAYER_PASSWORD,
      withdrawalPassword: PLAYER_WITHDRAWAL_PASSWORD,
      role: { en: 'A month of history, nothing pending', zh_hans: '一个月的历史记录，没有待处理的订单' },
    },
  ],
  async build() {
    // The seed is the scenario.
  },
};
