import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { sideMenu } from '../domain/frontpage/side-menu';
import { notImplemented } from './not-implemented';

export const frontpage: HandlerTree<typeof api.frontpage, Ctx, DomainError> = {
  getSideMenu: (_input, ctx) => sideMenu(ctx.lang),
  getSlideshowList: notImplemented(),
  getGameList: notImplemented(),
};
