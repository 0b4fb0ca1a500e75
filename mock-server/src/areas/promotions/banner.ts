import type { HttpRoutes } from '../../core/http';
import { Lang } from '@contracts';
import { z } from 'zod';
import { worldOf } from '../../core/world-routing';
import { drawBanner } from '../../assets/banners';
import { notFound, sendSvg } from '../../assets/svg';
import { findPromotion } from './promotions';

const Params = z.object({ lang: Lang, file: z.string().regex(/^\d{1,6}\.svg$/) });

/**
 * `/assets/promotions/<lang>/<id>.svg`: a promotion's banner drawn from its stored title, subtitle and artwork
 * (the language is in the URL because the title is drawn in it). Generated here, nothing fetched.
 */
export function registerPromotionBanners(app: HttpRoutes): void {
  app.get('/assets/promotions/:lang/:file', async (request, reply) => {
    const params = Params.safeParse(request.params);
    const promotion = params.success ? findPromotion(worldOf(request).world, Number(params.data.file.replace(/\.svg$/, ''))) : undefined;
    if (!params.success || !promotion) return notFound(reply);
    const { title, subtitle, art } = promotion;
    return sendSvg(request, reply, drawBanner({ title, subtitle, colours: art.colours }, art.motif, params.data.lang, false));
  });
}
