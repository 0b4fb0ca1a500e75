import { defineArea } from '../../core/area';
import { partner as partnerControl } from './control';
import { partnerLifecycle } from './partner';
import { PartnerApplicationRecord } from './schemas';

/**
 * Invitations and the partner programme (join-us). Its endpoints are in the contract's `common` group
 * (other/getUserInvite, other/applyPartner), bound in content/common-routes.ts; this area owns the
 * applications, their lifecycle and their control calls.
 */
export const inviteArea = defineArea({
  collections: { partnerApplications: PartnerApplicationRecord },
  routes: {},
  control: { partner: partnerControl },
  jobs: { duePartnerApplications: partnerLifecycle.settleDue },
});
