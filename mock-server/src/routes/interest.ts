import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { notImplemented } from './not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const interest: HandlerTree<typeof api.interest, Ctx, DomainError> = {
  getData: notImplemented(),
  getType: notImplemented(),
  getList: notImplemented(),
  receive: notImplemented(),
  into: notImplemented(),
  turnout: notImplemented(),
};
