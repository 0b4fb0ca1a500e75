import { z } from 'zod';
import type { Lang } from '../core/lang';
import { Money, Rate } from '../core/money';
import { IsoDateTime } from '../core/time';
import { BetStatus } from '../records/bets';

/**
 * Lottery types (DESIGN.md §4). Each type fixes the shape of a result: dice = three dice 1–6,
 * fiveDigit = five digits 0–9, colour = one number 0–9 with its colours (the locsgwin game).
 */
export const LotteryType = z.enum({ dice: 1, fiveDigit: 2, colour: 3 }).meta({ id: 'LotteryType' });
export type LotteryType = z.infer<typeof LotteryType>;

export const LOTTERY_TYPE_LABELS: Record<LotteryType, Record<Lang, string>> = {
  1: { en: 'Dice', zh_hans: '快三' },
  2: { en: 'Five digits', zh_hans: '时时彩' },
  3: { en: 'Colour', zh_hans: '彩色' },
};

export const Lottery = z
  .object({
    id: z.number().int().positive(),
    code: z.string().min(1),
    /** In the request language. */
    name: z.string(),
    type: LotteryType,
    icon: z.string().min(1),
    /** A new round every `intervalSeconds` (60 for a 1-minute game). */
    intervalSeconds: z.number().int().positive(),
    /** Betting closes this many seconds before the draw. */
    closeSeconds: z.number().int().min(0),
    /** Limits per bet line. */
    minBet: Money,
    maxBet: Money,
  })
  .meta({ id: 'Lottery' });
export type Lottery = z.infer<typeof Lottery>;

/** 0 open for bets, 1 betting closed (drawing), 2 drawn, 3 cancelled (void: stakes refunded). */
export const RoundStatus = z.enum({ betting: 0, closed: 1, drawn: 2, cancelled: 3 }).meta({ id: 'RoundStatus' });
export type RoundStatus = z.infer<typeof RoundStatus>;

/** SHA-256, lower-case hex. */
export const Sha256Hex = z
  .string()
  .regex(/^[0-9a-f]{64}$/)
  .meta({ id: 'Sha256Hex' });

/**
 * One round (issue) of a lottery, provably fair: `seedHash` = SHA-256(seed) is published before the
 * round opens; after the draw `seed` is revealed and `result` = resultFromDigest(SHA-256(`${seed}:${issue}`))
 * (see fair.ts), so anyone can check that the result was fixed before the first bet.
 */
export const Round = z
  .object({
    lotteryId: z.number().int().positive(),
    /** "20261122-0631": platform-zone date and the round's number that day. */
    issue: z.string().min(1),
    status: RoundStatus,
    openAt: IsoDateTime,
    closeAt: IsoDateTime,
    drawAt: IsoDateTime,
    seedHash: Sha256Hex,
    /** null until drawn. */
    seed: z.string().nullable(),
    /** null until drawn; the shape follows the lottery type (RESULT_SHAPES). */
    result: z.array(z.number().int().min(0).max(9)).nullable(),
  })
  .meta({ id: 'Round' });
export type Round = z.infer<typeof Round>;

/** A lottery with its round now open (or closing) and the last drawn one. */
export const LotteryLive = z.object({ lottery: Lottery, current: Round, previous: Round.nullable() });
export type LotteryLive = z.infer<typeof LotteryLive>;

/** One lottery's room, with the platform clock to count down from. */
export const LotteryWithRounds = LotteryLive.extend({
  /** The platform clock (controllable in the mock): count down from this, never from the device clock. */
  serverTime: IsoDateTime,
}).meta({ id: 'LotteryWithRounds' });
export type LotteryWithRounds = z.infer<typeof LotteryWithRounds>;

/** A play option of the betting board ("big", "sum_10", "d1_7", "green" …); its odds come from getLotteryPeilv. */
export const PlayOption = z.object({ code: z.string().min(1), name: z.string() });
export const PlayGroup = z.object({
  code: z.string().min(1),
  /** "Big / Small", "Sum", "1st digit" … in the request language. */
  name: z.string(),
  options: z.array(PlayOption),
});
export type PlayGroup = z.infer<typeof PlayGroup>;

export const OptionOdds = z.object({
  option: z.string().min(1),
  /** Total payout per 1 staked, stake included ("1.98"). */
  odds: Rate,
});
export type OptionOdds = z.infer<typeof OptionOdds>;

/**
 * An order's status is the bet status of DESIGN.md §3 (records/bets), so record pages label them alike:
 * 0 Unfinished (awaiting the draw), 1 Completed (drawn), 2 Cancelled (round void), 3 Cancelled (order withdrawn).
 */
export const OrderStatus = BetStatus;
export type OrderStatus = BetStatus;

export const OrderLine = z.object({
  option: z.string().min(1),
  optionName: z.string(),
  amount: Money,
  /** The odds when the order was placed; later odds changes do not touch it. */
  odds: Rate,
  /** null until drawn. */
  won: z.boolean().nullable(),
  /** amount × odds when won, "0.00" otherwise (and until drawn). */
  payout: Money,
});

export const LotteryOrder = z
  .object({
    orderNo: z.string().min(1),
    lotteryId: z.number().int().positive(),
    lotteryName: z.string(),
    issue: z.string().min(1),
    status: OrderStatus,
    totalAmount: Money,
    /** Sum of the lines' payouts. */
    winAmount: Money,
    placedAt: IsoDateTime,
    settledAt: IsoDateTime.nullable(),
    /** The round's result once drawn. */
    result: z.array(z.number().int().min(0).max(9)).nullable(),
    lines: z.array(OrderLine).min(1),
  })
  .meta({ id: 'LotteryOrder' });
export type LotteryOrder = z.infer<typeof LotteryOrder>;

/** Colours of the colour game (locsgwin). */
export const Colour = z.enum({ green: 1, red: 2, violet: 3 });
export type Colour = z.infer<typeof Colour>;
/** 1 small (0–4), 2 big (5–9). */
export const Size = z.enum({ small: 1, big: 2 });
export type Size = z.infer<typeof Size>;

export { RESULT_SHAPES, coloursOf, sizeOf } from './shapes';
