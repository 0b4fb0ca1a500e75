import { z } from 'zod';

export const PARTNER_MESSAGE_MIN = 20;
export const PARTNER_MESSAGE_MAX = 200;

/**
 * The partner-programme application (mine/joinOur): how to reach the applicant (a phone number, an
 * email, or a messaging handle: 4–60 visible characters) and a message of 20–200 characters saying how
 * they will promote the platform. Characters are counted as a player sees them (code points).
 */
export const PartnerApplicationForm = z.object({
  contact: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((v) => [...v].length >= 4 && [...v].length <= 60 && [...v].every((c) => c >= ' ' && c !== '<' && c !== '>'), 'partner.contact'),
  message: z
    .string()
    .trim()
    .min(1, 'required')
    .refine((v) => [...v].length >= PARTNER_MESSAGE_MIN && [...v].length <= PARTNER_MESSAGE_MAX, 'partner.messageLength'),
});
export type PartnerApplicationForm = z.infer<typeof PartnerApplicationForm>;
