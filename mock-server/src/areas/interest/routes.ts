import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { notImplemented } from '../../core/not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const interest: Handlers<typeof api.interest> = {
  getData: notImplemented(),
  getType: notImplemented(),
  getList: notImplemented(),
  receive: notImplemented(),
  into: notImplemented(),
  turnout: notImplemented(),
};
