import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { notImplemented } from '../../core/not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const help: Handlers<typeof api.help> = {
  getDetails: notImplemented(),
  getList: notImplemented(),
  getAllMessageList: notImplemented(),
  getMessageInfo: notImplemented(),
};
