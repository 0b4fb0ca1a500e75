import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { sideMenu } from './side-menu';
import { homeCategories, slideshow } from '../games';

export const frontpage: Handlers<typeof api.frontpage> = {
  getSideMenu: (_input, ctx) => sideMenu(ctx.lang),
  getSlideshowList: (_input, ctx) => slideshow(ctx),
  getGameList: (input, ctx) => homeCategories(ctx, input.perCategory),
};
