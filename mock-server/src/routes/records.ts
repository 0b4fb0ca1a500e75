import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { notImplemented } from './not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const records: HandlerTree<typeof api.records, Ctx, DomainError> = {
  getTradeTypeList: notImplemented(),
  getTradeList: notImplemented(),
  getMoneyLogType: notImplemented(),
  getMoneyLogList: notImplemented(),
  getBetList: notImplemented(),
  getTotalList: notImplemented(),
  getAwardList: notImplemented(),
};
