import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { notImplemented } from './not-implemented';

/** Owned by a later issue: every endpoint answers "not implemented" until then. */
export const games: HandlerTree<typeof api.games, Ctx, DomainError> = {
  openGame: notImplemented(),
  getAllGameList: notImplemented(),
  gameCollect: notImplemented(),
  gameCollectList: notImplemented(),
  getBulletin: notImplemented(),
  getSearchGameList: notImplemented(),
};
