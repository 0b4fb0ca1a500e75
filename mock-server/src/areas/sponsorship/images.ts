import type { HttpRoutes } from '../../core/http';
import { z } from 'zod';
import { worldOf } from '../../core/world-routing';
import { notFound, sendSvg } from '../../assets/svg';
import { galleryPictureSvg, partnerLogoSvg } from './art';

const Params = z.object({ id: z.string().regex(/^\d{1,4}$/), file: z.string().regex(/^(logo|\d{1,2})\.svg$/) });

/** `/assets/partners/<id>/logo.svg` and `/assets/partners/<id>/<n>.svg` (gallery, 1-based): generated, nothing fetched. */
export function registerPartnerImages(app: HttpRoutes): void {
  app.get('/assets/partners/:id/:file', async (request, reply) => {
    const params = Params.safeParse(request.params);
    if (!params.success) return notFound(reply);
    const partner = worldOf(request).world.db.partners.findFirst((q) => q.where({ id: Number(params.data.id) }));
    if (!partner) return notFound(reply);
    const name = partner.name.en;
    if (params.data.file === 'logo.svg') return sendSvg(request, reply, partnerLogoSvg(partner.logo, name));
    const picture = partner.gallery[Number(params.data.file.replace('.svg', '')) - 1];
    return picture
      ? sendSvg(request, reply, galleryPictureSvg(picture, partner.logo.colours, `${name}: ${picture.caption.en}`))
      : notFound(reply);
  });
}
