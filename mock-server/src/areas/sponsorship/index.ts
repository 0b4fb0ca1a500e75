import { defineArea } from '../../core/area';
import { registerPartnerImages } from './images';
import { PartnerRecord } from './schemas';
import { seedPartners } from './seed';

/**
 * Sponsorship partners: invented clubs, teams and events with periods on the mock clock, rich-text
 * stories and generated logos and galleries. Its calls are in the contract's `common` group
 * (other/getPartner, other/getPartnerDetail), bound in content/common-routes.ts like the invite area's.
 */
export const sponsorshipArea = defineArea({
  collections: { partners: PartnerRecord },
  seed: seedPartners,
  routes: {},
  http: registerPartnerImages,
});
