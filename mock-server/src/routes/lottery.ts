import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { notImplemented } from './not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const lottery: HandlerTree<typeof api.lottery, Ctx, DomainError> = {
  lotteryList: notImplemented(),
  getLotteryInfo: notImplemented(),
  getLotteryOneList: notImplemented(),
  getLotteryPeilv: notImplemented(),
  placeOrder: notImplemented(),
  getUserGameList: notImplemented(),
  locsgwinBetList: notImplemented(),
  locsgwinLastGameInfo: notImplemented(),
  locsgwinGetGameInfo: notImplemented(),
  caipiaoGetList: notImplemented(),
  caipiaoGetHistory: notImplemented(),
  caipiaoGetOption: notImplemented(),
};
