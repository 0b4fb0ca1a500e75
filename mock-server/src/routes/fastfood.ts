import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { notImplemented } from './not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const fastfood: HandlerTree<typeof api.fastfood, Ctx, DomainError> = {
  bet: notImplemented(),
  accountbalance: notImplemented(),
  rate: notImplemented(),
  betRec: notImplemented(),
  funds: notImplemented(),
  getHistory: notImplemented(),
  getOption: notImplemented(),
  submit: notImplemented(),
  getBetList: notImplemented(),
};
