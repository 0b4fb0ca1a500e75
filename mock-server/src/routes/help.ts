import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { notImplemented } from './not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const help: HandlerTree<typeof api.help, Ctx, DomainError> = {
  getDetails: notImplemented(),
  getList: notImplemented(),
  getAllMessageList: notImplemented(),
  getMessageInfo: notImplemented(),
};
