import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { notImplemented } from '../../core/not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const fastfood: Handlers<typeof api.fastfood> = {
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
