import { defineArea } from '../../core/area';
import { registerPromotionBanners } from './banner';
import { promotions } from './routes';
import { PromotionRecord } from './schemas';
import { seedPromotions } from './seed';

/**
 * Promotions: the catalogue with its periods on the mock clock, the terms and apply rules, and the
 * generated banners. Bonuses go through the rewards area's awards store.
 */
export const promotionsArea = defineArea({
  collections: { promotions: PromotionRecord },
  seed: seedPromotions,
  routes: { promotions },
  http: registerPromotionBanners,
});
