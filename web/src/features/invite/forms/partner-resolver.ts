import { PartnerApplicationForm } from '@contracts/rules/partner';
import { contractResolver } from '@web/components/contract-resolver';

/** The join-us form's contract schema, imported lazily by its page (lib/lazy-resolver.ts). */
export const partnerResolver = contractResolver(PartnerApplicationForm);
