import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { betList, betTotals } from '../games';
import { moneyLogList, moneyLogTypeOptions } from './money-log';
import { tradeList, tradeTypeOptions } from './trades';

/** Transactions, the money log and bet records; reward (redemption) records are the rewards area's (welfare/award-routes.ts). */
export const records: Omit<Handlers<typeof api.records>, 'getAwardList'> = {
  getTradeTypeList: (_input, ctx) => tradeTypeOptions(ctx.lang),
  getTradeList: (input, ctx) => tradeList(ctx, input),
  getMoneyLogType: (_input, ctx) => moneyLogTypeOptions(ctx.lang),
  getMoneyLogList: (input, ctx) => moneyLogList(ctx, input),
  getBetList: (input, ctx) => betList(ctx, input),
  getTotalList: (input, ctx) => betTotals(ctx, input),
};
