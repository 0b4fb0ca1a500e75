import { defineArea, type Registers } from '../../core/area';
import { registerPromotionBanners } from './banner';
import { promotions } from './routes';
import { PromotionRecord } from './schemas';
import { seedPromotions } from './seed';

const collections = { promotions: PromotionRecord };

/**
 * Promotions: the catalogue with its periods on the mock clock, the terms and apply rules, and the
 * generated banners. Bonuses go through the rewards area's awards store.
 */
export const promotionsArea = defineArea({
  collections,
  seed: seedPromotions,
  routes: { promotions },
  http: registerPromotionBanners,
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
