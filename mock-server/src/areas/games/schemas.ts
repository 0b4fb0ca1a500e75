import { z } from 'zod';
import { Lang } from '@contracts';
import { BetStatus } from '@contracts/records/bets';

/* The games area's store records. Times are epoch milliseconds of the mock clock; money is integer fen. */

/** Lobby: a player's favourite game (game ids come from the seed's catalogue). */
export const GameCollectRecord = z.object({
  uid: z.number().int(),
  gameId: z.number().int(),
  collectedAt: z.number(),
});
export type GameCollectRecord = z.infer<typeof GameCollectRecord>;

/** Lobby: one bet. Status 0 Unfinished, 1 Completed, 2 Cancelled, 3 Cancelled (order withdrawn). */
export const BetRow = z.object({
  orderNo: z.string(),
  uid: z.number().int(),
  gameId: z.number().int(),
  venueCode: z.string(),
  gameType: z.number().int(),
  /** What was bet on (and, once settled, the result), in both languages. */
  contentEn: z.string(),
  contentZh: z.string(),
  /** The option picked on a market (clock-settled games), and its odds in hundredths (1.95 → 195). */
  pick: z.string().nullable(),
  oddsCents: z.number().int().nullable(),
  stakeFen: z.number().int().positive(),
  validBetFen: z.number().int().min(0),
  /** Null until settled; 0 for a loss. */
  payoutFen: z.number().int().min(0).nullable(),
  status: BetStatus,
  betAt: z.number(),
  /** When the clock settles an Unfinished bet; null for the others. */
  dueAt: z.number().nullable(),
  settledAt: z.number().nullable(),
  /** Seeded history has no ledger entries (see domain/bets/history.ts). */
  archived: z.boolean(),
});
export type BetRow = z.infer<typeof BetRow>;

/** Lobby: the one-time ticket of game/openGame, exchanged for a play session by the demo page. */
export const GameTicketRecord = z.object({
  ticket: z.string(),
  uid: z.number().int(),
  gameId: z.number().int(),
  trial: z.boolean(),
  lang: Lang,
  createdAt: z.number(),
  expiresAt: z.number(),
  usedAt: z.number().nullable(),
});
export type GameTicketRecord = z.infer<typeof GameTicketRecord>;

/** Lobby: an open demo game page; trial sessions keep their play money here, not in the ledger. */
export const PlaySessionRecord = z.object({
  id: z.string(),
  uid: z.number().int(),
  gameId: z.number().int(),
  trial: z.boolean(),
  lang: Lang,
  trialBalanceFen: z.number().int().min(0),
  /** Trial plays so far: keys the next trial outcome so repeated spins differ. */
  trialPlays: z.number().int().min(0),
  expiresAt: z.number(),
});
export type PlaySessionRecord = z.infer<typeof PlaySessionRecord>;

/** Lobby: the notice-bar texts of game/getBulletin. */
export const BulletinRecord = z.object({
  id: z.number().int().positive(),
  textEn: z.string(),
  textZh: z.string(),
  publishedAt: z.number(),
});
export type BulletinRecord = z.infer<typeof BulletinRecord>;

/** Lobby: one run of the jackpot pool, from its start (the world's seed or the last hit) to the play that hit it. */
export const JackpotRoundRecord = z.object({
  round: z.number().int().positive(),
  startedAt: z.number(),
  /** Null while the pool is still growing. */
  hitAt: z.number().nullable(),
  /** The bet that won it: its player, order and the pool it paid. */
  uid: z.number().int().nullable(),
  orderNo: z.string().nullable(),
  payoutFen: z.number().int().positive().nullable(),
});
export type JackpotRoundRecord = z.infer<typeof JackpotRoundRecord>;
