import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { notImplemented } from './not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const withdrawal: HandlerTree<typeof api.withdrawal, Ctx, DomainError> = {
  getWithdrawList: notImplemented(),
  getBank: notImplemented(),
  addBank: notImplemented(),
  submit: notImplemented(),
  getCryptList: notImplemented(),
  addCrypt: notImplemented(),
  addWallet: notImplemented(),
  getUserWithdrawList: notImplemented(),
  getTypeList: notImplemented(),
  delAddress: notImplemented(),
};
