import type { api, HandlerTree } from '@contracts';
import { requireUid, type Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { betList, betTotals } from '../domain/bets/records';
import { notImplemented } from './not-implemented';

/** Bet records are the lobby's (issue 4); the others answer "not implemented" until their issue lands. */
export const records: HandlerTree<typeof api.records, Ctx, DomainError> = {
  getTradeTypeList: notImplemented(),
  getTradeList: notImplemented(),
  getMoneyLogType: notImplemented(),
  getMoneyLogList: notImplemented(),
  getBetList: (input, ctx) => betList(ctx.world, requireUid(ctx), ctx.now, ctx.lang, input),
  getTotalList: (input, ctx) => betTotals(ctx.world, requireUid(ctx), ctx.now, ctx.lang, input),
  getAwardList: notImplemented(),
};
