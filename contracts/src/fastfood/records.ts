import { z } from 'zod';
import { NOT_BLANK } from '../rules/text';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { PageQuery, Paged } from '../core/list';
import { Money } from '../core/money';
import { OrderStatus } from '../lottery/lottery-types';
import { OptionalDateRange, withinRecordWindow } from '../rules/records';
import { FastFoodBet, FastFoodFundEntry, FastFoodRound, SettledStake } from './fastfood-types';

export const betRec = endpoint({
  method: 'GET',
  path: 'fastfood/betRec',
  auth: 'required',
  summary:
    "The player's chips in one round (default: the current round), per item with payouts once drawn, and the " +
    'round itself with its result.',
  input: z.object({ roundNo: z.string().regex(NOT_BLANK, 'required').trim().optional() }),
  output: z.object({
    round: FastFoodRound,
    stakes: z.array(SettledStake),
    totalStake: Money,
    totalPayout: Money,
  }),
});

const FundsQuery = PageQuery.extend({ ...OptionalDateRange.shape });

export const funds = endpoint({
  method: 'GET',
  path: 'fastfood/funds',
  auth: 'required',
  summary:
    "The player's fast-food fund log: stakes, payouts and refunds with the balance after each, newest first, " +
    'paged; a date range inside the last 30 days (none: the last 30 days).',
  input: FundsQuery,
  inputAt: (nowMs) => withinRecordWindow(FundsQuery, nowMs),
  output: Paged(FastFoodFundEntry),
});

export const getHistory = endpoint({
  method: 'GET',
  path: 'fastfood/getHistory',
  auth: 'none',
  summary: 'Drawn (and void) rounds, newest first, paged: winning item, ring position, revealed seed and seed hash.',
  input: PageQuery,
  output: Paged(FastFoodRound),
});

const BetListQuery = PageQuery.extend({
  status: QueryInt.pipe(OrderStatus).optional(),
  ...OptionalDateRange.shape,
});

export const getBetList = endpoint({
  method: 'GET',
  path: 'fastfood/getBetList',
  auth: 'required',
  summary:
    "The player's fast-food orders (one per submit), newest first, paged; filter by status and a date range " +
    'inside the last 30 days (none: the last 30 days). Totals cover the whole query.',
  input: BetListQuery,
  inputAt: (nowMs) => withinRecordWindow(BetListQuery, nowMs),
  output: Paged(FastFoodBet).extend({ totals: z.object({ stake: Money, payout: Money }) }),
});
