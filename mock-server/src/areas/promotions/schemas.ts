import { z } from 'zod';
import { PromotionClass } from '@contracts/promotions/activity';
import { Bilingual } from '../help';

/* The promotions area's store records. Times are epoch milliseconds of the mock clock; money is integer fen. */

/**
 * Who qualifies for a promotion's bonus and what it pays: the one rule activity/apply checks and the terms
 * are written from. Periods (once, daily, weekly) follow from the kind.
 */
export const PromotionRule = z.discriminatedUnion('kind', [
  /** The player's first deposit, made during the promotion and in the last `withinDays` days: a share of it. */
  z.object({
    kind: z.literal('firstDeposit'),
    percent: z.number().int().positive(),
    capFen: z.number().int().positive(),
    minDepositFen: z.number().int().positive(),
    withinDays: z.number().int().positive(),
  }),
  /** Deposits during the promotion of at least `minFen` in total: a fixed bonus, once. */
  z.object({ kind: z.literal('depositInPeriod'), minFen: z.number().int().positive(), bonusFen: z.number().int().positive() }),
  /** Deposits today (platform day) of at least `minFen`: a fixed bonus, once a day. */
  z.object({ kind: z.literal('depositToday'), minFen: z.number().int().positive(), bonusFen: z.number().int().positive() }),
  /** A share (basis points) of yesterday's or last week's valid bets, at least `minBetFen` of them, up to a cap. */
  z.object({
    kind: z.literal('betRebate'),
    window: z.enum(['day', 'week']),
    rateBp: z.number().int().positive(),
    minBetFen: z.number().int().positive(),
    capFen: z.number().int().positive(),
  }),
  /** VIP level `minLevel` or above (vip area): a fixed bonus, once a week. */
  z.object({ kind: z.literal('vipLevel'), minLevel: z.number().int().min(1), bonusFen: z.number().int().positive() }),
]);
export type PromotionRule = z.infer<typeof PromotionRule>;

/** Terms of a promotion without an apply action: written out, since no rule writes them. */
export const InfoTerms = z.object({ reward: Bilingual, eligibility: Bilingual });
export type InfoTerms = z.infer<typeof InfoTerms>;

/** The artwork of a promotion's generated banner: a motif of promotions/art.ts and two gradient colours. */
export const BannerArt = z.object({
  motif: z.enum(['gift', 'rebate', 'crown', 'lantern', 'calendar', 'fireworks', 'moon', 'scroll', 'ladder', 'chart']),
  colours: z.tuple([z.string(), z.string()]),
});
export type BannerArt = z.infer<typeof BannerArt>;

/**
 * One promotion. Content is rich text (HTML) in both languages, stored exactly as written (one seeded
 * promotion carries hostile markup on purpose: the web sanitises). Either `rule` (an apply action) or
 * `infoTerms` (none) is set.
 */
export const PromotionRecord = z.object({
  id: z.number().int().positive(),
  classId: PromotionClass.exclude(['all']),
  title: Bilingual,
  subtitle: Bilingual,
  content: Bilingual,
  art: BannerArt,
  startAt: z.number(),
  /** The last instant it runs (23:59:59 of its last platform day); null: until further notice. */
  endAt: z.number().nullable(),
  rule: PromotionRule.nullable(),
  infoTerms: InfoTerms.nullable(),
  /** The bonus × this in valid bets before a fee-free withdrawal. */
  turnoverMultiple: z.number().int().min(0).max(100),
  /** An in-app page where the promotion is taken part in; null: none. */
  link: z.string().nullable(),
});
export type PromotionRecord = z.infer<typeof PromotionRecord>;
