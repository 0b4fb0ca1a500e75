import { z } from 'zod';
import { visibleText } from './text';

export const PARTNER_MESSAGE_MIN = 20;
export const PARTNER_MESSAGE_MAX = 200;

export const PARTNER_CONTACT_MIN = 4;
export const PARTNER_CONTACT_MAX = 60;

/** A contact holds no control character, `<` or `>` (a pattern, so the document says it); its length is visibleText's. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what a contact may not hold
const CONTACT_CHARACTERS = /^[^<>\x00-\x1f]*$/;

/**
 * The partner-programme application (mine/joinOur): how to reach the applicant (a phone number, an
 * email, or a messaging handle: 4–60 visible characters) and a message of 20–200 characters saying how
 * they will promote the platform. Characters are counted as a player sees them (code points).
 */
export const PartnerApplicationForm = z.object({
  contact: visibleText(
    z.string().trim().min(1, 'required').regex(CONTACT_CHARACTERS, 'partner.contact'),
    PARTNER_CONTACT_MIN,
    PARTNER_CONTACT_MAX,
    'partner.contact',
  ),
  message: visibleText(z.string().trim().min(1, 'required'), PARTNER_MESSAGE_MIN, PARTNER_MESSAGE_MAX, 'partner.messageLength'),
});
export type PartnerApplicationForm = z.infer<typeof PartnerApplicationForm>;
