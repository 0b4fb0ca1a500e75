import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { notImplemented } from '../../core/not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const lottery: Handlers<typeof api.lottery> = {
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
