import { z } from 'zod';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { PageQuery, Paged } from '../core/list';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';
import { PositiveAmount } from '../rules/money-forms';
import { nonBlank } from '../rules/text';
import { LotteryLive, LotteryOrder, LotteryType, LotteryWithRounds, OptionOdds, OrderStatus, Round } from './lottery-types';
import { OptionalDateRange, withinRecordWindow } from '../rules/records';
import { LOTTERY_MAX_LINES } from './shapes';

const LotteryId = QueryInt.pipe(z.number().int().positive());

export const lotteryList = endpoint({
  method: 'GET',
  path: 'lottery/lotteryList',
  auth: 'none',
  summary:
    'The lottery lobby: every lottery (optionally one type) with its current round (issue, close and draw times, ' +
    'seed hash) and its last drawn round, plus the server time to count down from.',
  input: z.object({ type: QueryInt.pipe(LotteryType).optional() }),
  output: z.object({ lotteries: z.array(LotteryLive), serverTime: IsoDateTime }),
});

export const getLotteryInfo = endpoint({
  method: 'GET',
  path: 'Lottery/getLotteryInfo',
  auth: 'none',
  summary:
    "One lottery's game room: the lottery, the round open for bets (or closing), the last drawn round and the " +
    'server time. Poll it when a countdown ends. Capitalised path as in spec §7 (matched case-insensitively).',
  input: z.object({ lotteryId: LotteryId }),
  output: LotteryWithRounds,
});

export const getLotteryOneList = endpoint({
  method: 'GET',
  path: 'Lottery/getLotteryOneList',
  auth: 'none',
  summary:
    "One lottery's most recent drawn (or cancelled) rounds, newest first, for the results strip of the game " +
    'room (`limit`, default 10). Paged history with seeds: caipiao/getHistory.',
  input: z.object({ lotteryId: LotteryId, limit: QueryInt.pipe(z.number().int().min(1).max(50)).default(10) }),
  output: z.array(Round),
});

export const getLotteryPeilv = endpoint({
  method: 'GET',
  path: 'Lottery/getLotteryPeilv',
  auth: 'none',
  summary:
    'The odds ("peilv") of every play option of one lottery: the one source of odds. placeOrder records the ' +
    'odds current when the order is placed. Option names and groups: caipiao/getOption.',
  input: z.object({ lotteryId: LotteryId }),
  output: z.object({ lotteryId: z.number().int().positive(), odds: z.array(OptionOdds) }),
});

/** Lines per order: defined in the zod-free shapes.ts so the web's slip reads it without the schemas. */
export { LOTTERY_MAX_LINES };

export const PlaceOrderForm = z.object({
  lotteryId: z.number().int().positive(),
  /** The issue the player saw; a bet for any other issue (or after closeAt) is refused, never moved. */
  issue: nonBlank(),
  bets: z
    .array(z.object({ option: nonBlank(), amount: PositiveAmount }))
    .min(1, 'lottery.noBets')
    .max(LOTTERY_MAX_LINES, 'lottery.tooManyBets'),
});
export type PlaceOrderForm = z.infer<typeof PlaceOrderForm>;

export const placeOrder = endpoint({
  method: 'POST',
  path: 'lottery/placeOrder',
  auth: 'required',
  idempotent: true,
  summary:
    'Place one order of one or more bet lines (play option + amount) on the open round of a lottery, paid from ' +
    'the central wallet in one ledger entry. Refused (code 0) when betting on that issue has closed, an option ' +
    "is unknown, a line is outside the lottery's min/max bet, or the balance is short. Also used by the colour " +
    'game (locsgwin) with its lotteryId.',
  input: PlaceOrderForm,
  output: z.object({ order: LotteryOrder, balance: Money }),
});

const UserGameListQuery = PageQuery.extend({
  lotteryId: QueryInt.pipe(z.number().int().positive()).optional(),
  status: QueryInt.pipe(OrderStatus).optional(),
  ...OptionalDateRange.shape,
});

export const OrderListTotals = z.object({
  /** Over every order matching the query, not only this page. */
  betAmount: Money,
  winAmount: Money,
});

export const getUserGameList = endpoint({
  method: 'GET',
  path: 'lottery/getUserGameList',
  auth: 'required',
  summary:
    "The player's lottery orders (home/orderRecord), newest first, paged; filter by lottery, status and a date " +
    'range inside the last 30 days (none: the last 30 days). Totals cover the whole query.',
  input: UserGameListQuery,
  inputAt: (nowMs) => withinRecordWindow(UserGameListQuery, nowMs),
  output: Paged(LotteryOrder).extend({ totals: OrderListTotals }),
});
