import { zodResolver } from '@hookform/resolvers/zod';
import { PartnerApplicationForm } from '@contracts/rules/partner';

/** The join-us form's contract schema, imported lazily by its page (lib/lazy-resolver.ts). */
export const partnerResolver = zodResolver(PartnerApplicationForm);
