import { z } from 'zod';
import { Money, Rate } from '../core/money';
import { IsoDateTime } from '../core/time';
import { OrderStatus, RoundStatus, Sha256Hex } from '../lottery/lottery-types';

/**
 * The fast-food game (DESIGN.md §4): a ring of lamps, each showing a food item; every round the light
 * stops on one lamp and chips on that lamp's item pay stake × the item's rate. Rounds follow the clock
 * like the lotteries and are provably fair the same way: `seedHash` = SHA-256(seed) before the round,
 * and after it `ringPosition` = numbersFromDigest(SHA-256(`${seed}:${roundNo}`), 1, 0, ring.length - 1)[0].
 */
export const FoodItem = z.object({
  id: z.number().int().positive(),
  code: z.string().min(1),
  /** In the request language. */
  name: z.string(),
  icon: z.string().min(1),
});
export type FoodItem = z.infer<typeof FoodItem>;

export const ItemRate = z.object({
  itemId: z.number().int().positive(),
  /** Total paid per 1 staked when the item wins, stake included ("5.00" pays 5 × the chips). */
  rate: Rate,
});
export type ItemRate = z.infer<typeof ItemRate>;

export const FastFoodRound = z
  .object({
    /** "FF20261122-0631": platform-zone date and the round's number that day. */
    roundNo: z.string().min(1),
    status: RoundStatus,
    openAt: IsoDateTime,
    closeAt: IsoDateTime,
    drawAt: IsoDateTime,
    seedHash: Sha256Hex,
    /** null until drawn. */
    seed: z.string().nullable(),
    /** Where the light stopped (index into getOption's `ring`); null until drawn. */
    ringPosition: z.number().int().min(0).nullable(),
    winningItemId: z.number().int().positive().nullable(),
  })
  .meta({ id: 'FastFoodRound' });
export type FastFoodRound = z.infer<typeof FastFoodRound>;

/** The player's chips on one item in one round. */
export const Stake = z.object({ itemId: z.number().int().positive(), amount: Money }).meta({ id: 'Stake' });
export type Stake = z.infer<typeof Stake>;

export const SettledStake = Stake.extend({
  itemName: z.string(),
  /** amount × rate when the item won, "0.00" otherwise and until drawn. */
  payout: Money,
}).meta({ id: 'SettledStake' });

export const FastFoodBet = z.object({
  orderNo: z.string().min(1),
  roundNo: z.string().min(1),
  /** Numbered like the bet statuses of DESIGN.md §3: 0 awaiting the draw, 1 settled, 2 round void, 3 withdrawn. */
  status: OrderStatus,
  stakes: z.array(SettledStake).min(1),
  totalStake: Money,
  totalPayout: Money,
  winningItemId: z.number().int().positive().nullable(),
  placedAt: IsoDateTime,
  settledAt: IsoDateTime.nullable(),
});
export type FastFoodBet = z.infer<typeof FastFoodBet>;

/** 1 stake (negative), 2 payout, 3 refund of a void round. */
export const FastFoodFundType = z.enum({ stake: 1, payout: 2, refund: 3 });
export type FastFoodFundType = z.infer<typeof FastFoodFundType>;

export const FastFoodFundEntry = z.object({
  id: z.number().int().positive(),
  type: FastFoodFundType,
  /** Signed: stakes are negative. */
  amount: Money,
  balanceAfter: Money,
  roundNo: z.string().min(1),
  orderNo: z.string().min(1),
  createdAt: IsoDateTime,
});
export type FastFoodFundEntry = z.infer<typeof FastFoodFundEntry>;
