import { z } from 'zod';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import { Money, Rate } from '../core/money';
import { IsoDate } from '../core/time';
import { PartnerApplication } from './partner-programme';

export const Certificate = z.object({
  id: z.number().int().positive(),
  /** Title, issuer and description in the request language. */
  title: z.string(),
  issuer: z.string(),
  licenceNo: z.string(),
  image: z.string().min(1),
  description: z.string(),
  validUntil: IsoDate.nullable(),
});
export type Certificate = z.infer<typeof Certificate>;

export const getCertificate = endpoint({
  method: 'GET',
  path: 'common/getCertificate',
  auth: 'none',
  summary: 'The platform\'s licences and certificates for the about page: image, title, issuer, licence number, text.',
  input: NoInput,
  output: z.array(Certificate),
});

export const Partner = z.object({
  id: z.number().int().positive(),
  /** Invented names (no real brands); text in the request language. */
  name: z.string(),
  logo: z.string().min(1),
  /** One or two sentences for the list card. */
  summary: z.string(),
  /** "Official sponsor 2025–2027" style line. */
  period: z.string(),
});
export type Partner = z.infer<typeof Partner>;

export const getPartner = endpoint({
  method: 'GET',
  path: 'other/getPartner',
  auth: 'none',
  summary: 'The sponsorship partners (tabbarPages/sponsorship) in display order: name, logo, short text.',
  input: NoInput,
  output: z.array(Partner),
});

export const PartnerDetail = Partner.extend({
  /** Rich text (HTML) in the request language; the web sanitises it. */
  content: z.string(),
  images: z.array(z.string().min(1)),
});
export type PartnerDetail = z.infer<typeof PartnerDetail>;

export const getPartnerDetail = endpoint({
  method: 'GET',
  path: 'other/getPartnerDetail',
  auth: 'none',
  summary: 'One sponsorship partner (sponsorship/detail): rich-text story and a gallery of images.',
  input: z.object({ id: QueryInt.pipe(z.number().int().positive()) }),
  output: PartnerDetail,
});

export const UserInvite = z.object({
  inviteCode: z.string().min(1),
  /** The registration page with the code filled in (member/doRegister). */
  inviteLink: z.string().min(1),
  /** What the QR code encodes (the invite link); the web draws it with high error correction, margin 1. */
  qrContent: z.string().min(1),
  invitedCount: z.number().int().min(0),
  /** Invitees who have made a first deposit. */
  activeCount: z.number().int().min(0),
  commission: z.object({
    /** Share of invitees' valid turnover paid as commission, a fraction ("0.0050" = 0.5 %). */
    rate: Rate,
    today: Money,
    thisMonth: Money,
    total: Money,
    /** Earned but not yet paid into the central wallet (paid weekly). */
    pending: Money,
  }),
  /** The player's latest partner-programme application (other/applyPartner); null: never applied. */
  partner: PartnerApplication.nullable(),
});
export type UserInvite = z.infer<typeof UserInvite>;

export const getUserInvite = endpoint({
  method: 'GET',
  path: 'other/getUserInvite',
  auth: 'required',
  summary:
    'The player\'s invitation (mine/invite, mine/joinOur): invite code, link and QR content, how many friends ' +
    'registered and deposited, the partner-programme commission summary and the status of the player\'s partner application.',
  input: NoInput,
  output: UserInvite,
});
