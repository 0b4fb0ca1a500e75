import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { notImplemented } from './not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const feedback: HandlerTree<typeof api.feedback, Ctx, DomainError> = {
  list: notImplemented(),
  getOrder: notImplemented(),
  submit: notImplemented(),
  detail: notImplemented(),
};
