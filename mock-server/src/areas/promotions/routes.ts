import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { notImplemented } from '../../core/not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const promotions: Handlers<typeof api.promotions> = {
  getActivityClassification: notImplemented(),
  list: notImplemented(),
  detail: notImplemented(),
};
