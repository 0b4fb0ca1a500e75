import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { notImplemented } from '../../core/not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const vip: Handlers<typeof api.vip> = {
  getVip: notImplemented(),
  getVipRes: notImplemented(),
};
