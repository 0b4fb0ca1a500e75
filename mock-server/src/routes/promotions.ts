import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { notImplemented } from './not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const promotions: HandlerTree<typeof api.promotions, Ctx, DomainError> = {
  getActivityClassification: notImplemented(),
  list: notImplemented(),
  detail: notImplemented(),
};
