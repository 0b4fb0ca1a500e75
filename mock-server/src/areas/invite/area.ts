import { defineArea, type Registers } from '../../core/area';
import { partner as partnerControl } from './control';
import { partnerLifecycle } from './partner';
import { PartnerApplicationRecord } from './schemas';

const collections = { partnerApplications: PartnerApplicationRecord };

/**
 * Invitations and the partner programme (join-us). Its endpoints are in the contract's `common` group
 * (other/getUserInvite, other/applyPartner), bound in content/common-routes.ts; this area owns the
 * applications, their lifecycle and their control calls.
 */
export const inviteArea = defineArea({
  collections,
  routes: {},
  control: { partner: partnerControl },
  jobs: { duePartnerApplications: partnerLifecycle.settleDue },
});

// Types world.db (and world.counters, world.config) without the core importing this area (core/store.ts).
declare module '../../core/store' {
  interface AreaCollections extends Registers<typeof collections> {}
}
