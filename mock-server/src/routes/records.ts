import type { api, HandlerTree } from '@contracts';
import { requireUid, type Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { betList, betTotals } from '../domain/bets/records';
import { moneyLogList, moneyLogTypeOptions } from '../domain/records/money-log';
import { tradeList, tradeTypeOptions } from '../domain/records/trades';
import { notImplemented } from './not-implemented';

/** Transactions, the money log and bet records; redemption awards answer "not implemented" until their issue lands. */
export const records: HandlerTree<typeof api.records, Ctx, DomainError> = {
  getTradeTypeList: (_input, ctx) => tradeTypeOptions(ctx.lang),
  getTradeList: (input, ctx) => tradeList(ctx.world, requireUid(ctx), ctx.now, ctx.lang, input),
  getMoneyLogType: (_input, ctx) => moneyLogTypeOptions(ctx.lang),
  getMoneyLogList: (input, ctx) => moneyLogList(ctx.world, requireUid(ctx), ctx.now, ctx.lang, input),
  getBetList: (input, ctx) => betList(ctx.world, requireUid(ctx), ctx.now, ctx.lang, input),
  getTotalList: (input, ctx) => betTotals(ctx.world, requireUid(ctx), ctx.now, ctx.lang, input),
  getAwardList: notImplemented(),
};
