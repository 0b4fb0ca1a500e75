import { z } from 'zod';
import { PartnerKind } from '@contracts/common/partners';
import { Bilingual } from '../help';

/* The sponsorship area's store records. Times are epoch milliseconds of the mock clock. */

/** What a partner's generated logo is made of: a crest shape, an emblem and two colours (no text). */
export const PartnerLogo = z.object({
  shape: z.enum(['shield', 'roundel', 'hexagon']),
  emblem: z.enum(['ball', 'controller', 'fin', 'runner', 'sail']),
  colours: z.tuple([z.string(), z.string()]),
});
export type PartnerLogo = z.infer<typeof PartnerLogo>;

/** One generated gallery picture: a scene drawn in the partner's colours, and its caption (the text alternative). */
export const GalleryPicture = z.object({
  scene: z.enum(['pitch', 'trophy', 'crowd', 'arena', 'court', 'runners', 'boats']),
  caption: Bilingual,
});
export type GalleryPicture = z.infer<typeof GalleryPicture>;

/** One sponsorship partner (invented: no real club, team or event). Content is rich text, stored as written. */
export const PartnerRecord = z.object({
  id: z.number().int().positive(),
  kind: PartnerKind,
  name: Bilingual,
  summary: Bilingual,
  role: Bilingual,
  content: Bilingual,
  logo: PartnerLogo,
  gallery: z.array(GalleryPicture),
  /** The first instant of its first platform day. */
  startAt: z.number(),
  /** The last instant of its last platform day; null: no end agreed. */
  endAt: z.number().nullable(),
});
export type PartnerRecord = z.infer<typeof PartnerRecord>;
