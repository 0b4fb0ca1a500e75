import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import type { DomainError } from '../core/errors';
import { sideMenu } from '../domain/frontpage/side-menu';
import { homeCategories } from '../domain/games/lobby';
import { slideshow } from '../domain/games/slides';
import { viewerUid } from './games';

export const frontpage: HandlerTree<typeof api.frontpage, Ctx, DomainError> = {
  getSideMenu: (_input, ctx) => sideMenu(ctx.lang),
  getSlideshowList: (_input, ctx) => slideshow(ctx.world, ctx.lang),
  getGameList: (input, ctx) => homeCategories(ctx.world, viewerUid(ctx), ctx.lang, input.perCategory),
};
