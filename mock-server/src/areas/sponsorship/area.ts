import { defineArea, type Registers } from '../../core/area';
import { registerPartnerImages } from './images';
import { PartnerRecord } from './schemas';
import { seedPartners } from './seed';

const collections = { partners: PartnerRecord };

/**
 * Sponsorship partners: invented clubs, teams and events with periods on the mock clock, rich-text
 * stories and generated logos and galleries. Its calls are in the contract's `common` group
 * (other/getPartner, other/getPartnerDetail), bound in content/common-routes.ts like the invite area's.
 */
export const sponsorshipArea = defineArea({
  collections,
  seed: seedPartners,
  routes: {},
  http: registerPartnerImages,
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
