import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { betList, betTotals } from '../games/bets/records';
import { moneyLogList, moneyLogTypeOptions } from './money-log';
import { tradeList, tradeTypeOptions } from './trades';
import { awardList } from '../rewards/awards';

/** Transactions, the money log, bet records and reward (redemption) records. */
export const records: Handlers<typeof api.records> = {
  getTradeTypeList: (_input, ctx) => tradeTypeOptions(ctx.lang),
  getTradeList: (input, ctx) => tradeList(ctx, input),
  getMoneyLogType: (_input, ctx) => moneyLogTypeOptions(ctx.lang),
  getMoneyLogList: (input, ctx) => moneyLogList(ctx, input),
  getBetList: (input, ctx) => betList(ctx, input),
  getTotalList: (input, ctx) => betTotals(ctx, input),
  getAwardList: (input, ctx) => awardList(ctx, input),
};
