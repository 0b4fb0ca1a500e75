import { z } from 'zod';
import { trimmedLength } from './text';

export const PARTNER_MESSAGE_MIN = 20;
export const PARTNER_MESSAGE_MAX = 200;

/**
 * A contact: 4–60 characters once trimmed (code points), none of them a control character, `<` or `>`.
 * Written as a pattern that reads the same on the raw and the trimmed value, so the document says it.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a contact may not hold
const CONTACT_PATTERN = /^\s*[^\s<>\x00-\x1f][^<>\x00-\x1f]{2,58}[^\s<>\x00-\x1f]\s*$/u;

/**
 * The partner-programme application (mine/joinOur): how to reach the applicant (a phone number, an
 * email, or a messaging handle: 4–60 visible characters) and a message of 20–200 characters saying how
 * they will promote the platform. Characters are counted as a player sees them (code points).
 */
export const PartnerApplicationForm = z.object({
  contact: z.string().trim().min(1, 'required').regex(CONTACT_PATTERN, 'partner.contact'),
  message: z.string().trim().min(1, 'required').regex(trimmedLength(PARTNER_MESSAGE_MIN, PARTNER_MESSAGE_MAX), 'partner.messageLength'),
});
export type PartnerApplicationForm = z.infer<typeof PartnerApplicationForm>;
