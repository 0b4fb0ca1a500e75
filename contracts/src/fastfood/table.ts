import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';
import { PositiveAmount } from '../rules/money-forms';
import { nonBlank } from '../rules/text';
import { FastFoodRound, FoodItem, ItemRate, Stake } from './fastfood-types';

/*
 * The spec's bare lottery-row names bet, accountbalance, rate, … are the fast-food game's and live under
 * fastfood/ (DESIGN.md §3). Of the two "betting" names, `bet` reads the betting table (the round now and
 * my chips on it) and `submit` places chips: a read and a write, GET and POST.
 */

export const getOption = endpoint({
  method: 'GET',
  path: 'fastfood/getOption',
  auth: 'none',
  summary:
    "The game's layout: the food items (names in the request language), the ring (item id per lamp, clockwise " +
    'from the top), the chip values, the stake limits and the round timing. Payout rates: fastfood/rate.',
  input: NoInput,
  output: z.object({
    items: z.array(FoodItem).min(2),
    ring: z.array(z.number().int().positive()).min(2),
    chips: z.array(Money).min(1),
    /** Smallest amount per item in one submit. */
    minStake: Money,
    /** Most one player may have on one item in one round. */
    maxStakePerItem: Money,
    roundSeconds: z.number().int().positive(),
    /** Betting closes this many seconds before the draw. */
    closeSeconds: z.number().int().min(0),
  }),
});

export const rate = endpoint({
  method: 'GET',
  path: 'fastfood/rate',
  auth: 'none',
  summary: "The payout table: each item's rate (paid per 1 staked, stake included). The one source of rates.",
  input: NoInput,
  output: z.array(ItemRate),
});

export const accountbalance = endpoint({
  method: 'GET',
  path: 'fastfood/accountbalance',
  auth: 'required',
  summary: 'What the player can stake: the central wallet balance (the game plays from it) and the chips already placed this round.',
  input: NoInput,
  output: z.object({ balance: Money, stakedThisRound: Money }),
});

export const bet = endpoint({
  method: 'GET',
  path: 'fastfood/bet',
  auth: 'required',
  summary:
    'The betting table now (read only): the current round (open for chips or drawing), the last drawn round, the ' +
    "player's chips per item this round and the server time for the countdown. Chips are placed with fastfood/submit.",
  input: NoInput,
  output: z.object({
    current: FastFoodRound,
    previous: FastFoodRound.nullable(),
    myStakes: z.array(Stake),
    myTotal: Money,
    serverTime: IsoDateTime,
  }),
});

export const FASTFOOD_MAX_CHIP_LINES = 20;

export const FastFoodSubmitForm = z.object({
  /** The round the player saw; chips for any other round (or after closeAt) are refused, never moved. */
  roundNo: nonBlank(),
  chips: z
    .array(z.object({ itemId: z.number().int().positive(), amount: PositiveAmount }))
    .min(1, 'fastfood.noChips')
    .max(FASTFOOD_MAX_CHIP_LINES, 'fastfood.tooManyChips'),
});
export type FastFoodSubmitForm = z.infer<typeof FastFoodSubmitForm>;

export const submit = endpoint({
  method: 'POST',
  path: 'fastfood/submit',
  auth: 'required',
  idempotent: true,
  summary:
    'Place chips on items for the current round: one order, paid from the central wallet in one ledger entry. ' +
    'May be called again while betting is open; chips add up. Refused (code 0) after betting closes, for an ' +
    'unknown item, below minStake, above maxStakePerItem (with earlier chips), or when the balance is short.',
  input: FastFoodSubmitForm,
  output: z.object({
    orderNo: z.string().min(1),
    roundNo: z.string().min(1),
    /** The player's chips per item this round, this order included. */
    myStakes: z.array(Stake),
    myTotal: Money,
    balance: Money,
  }),
});
