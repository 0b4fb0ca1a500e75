import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { notImplemented } from './not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const deposit: HandlerTree<typeof api.deposit, Ctx, DomainError> = {
  getRechargeChannels: notImplemented(),
  getRechargeChannels1: notImplemented(),
  submit: notImplemented(),
};
