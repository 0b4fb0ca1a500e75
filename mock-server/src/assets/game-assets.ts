import type { HttpRoutes } from '../core/http';
import { Lang } from '@contracts';
import { z } from 'zod';
import { worldOf } from '../core/world-routing';
import { catalogueFor } from '../areas/games';
import { findVenue } from '../catalogue/venues';
import { bannerSvg } from './banners';
import { gameIconSvg, venueBadgeSvg } from './game-icons';
import { notFound, sendSvg } from './svg';

/** "/<lang>/<name>.svg": the language comes first: a venue badge and a banner draw their words in it, a game icon its HOT badge and its label. */
const Params = z.object({ lang: Lang, file: z.string().regex(/^[a-z0-9_]{1,40}\.svg$/) });

/** The lobby's generated images: game icons, venue badges and home banners (nothing from the internet). */
export function registerGameAssets(app: HttpRoutes): void {
  app.get('/assets/games/:lang/:file', async (request, reply) => {
    const params = Params.safeParse(request.params);
    const game = params.success
      ? catalogueFor(worldOf(request).world.seed).byId.get(Number(params.data.file.replace(/\.svg$/, '')))
      : undefined;
    return params.success && game ? sendSvg(request, reply, gameIconSvg(game, params.data.lang)) : notFound(reply);
  });

  app.get('/assets/venues/:lang/:file', async (request, reply) => {
    const params = Params.safeParse(request.params);
    const venue = params.success ? findVenue(params.data.file.replace(/\.svg$/, '')) : undefined;
    return params.success && venue ? sendSvg(request, reply, venueBadgeSvg(venue, params.data.lang)) : notFound(reply);
  });

  app.get('/assets/banners/:lang/:file', async (request, reply) => {
    const params = Params.safeParse(request.params);
    const body = params.success ? bannerSvg(Number(params.data.file.replace(/\.svg$/, '')), params.data.lang) : null;
    return params.success && body ? sendSvg(request, reply, body) : notFound(reply);
  });
}
