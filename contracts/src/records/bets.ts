import { z } from 'zod';
import { NOT_BLANK } from '../rules/text';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import type { Lang } from '../core/lang';
import { Paged } from '../core/list';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';
import { GameCategory, GameCategoryParam } from '../games/game-types';
import { windowedPageQuery, windowedQuery } from './window';

/** Bet status, in the spec's order (§4): Unfinished, Completed, Cancelled, Cancelled (order withdrawn). */
export const BetStatus = z.enum({ unfinished: 0, completed: 1, cancelled: 2, withdrawn: 3 }).meta({ id: 'BetStatus' });
export type BetStatus = z.infer<typeof BetStatus>;

export const betStatusLabels: Record<BetStatus, Record<Lang, string>> = {
  0: { en: 'Unfinished', zh_hans: '未完成' },
  1: { en: 'Completed', zh_hans: '已完成' },
  2: { en: 'Cancelled', zh_hans: '已取消' },
  3: { en: 'Cancelled (order withdrawn)', zh_hans: '已撤单' },
};

export const BetRecord = z.object({
  orderNo: z.string(),
  gameName: z.string(),
  /** The game platform. */
  venueCode: z.string().min(1),
  venueName: z.string(),
  /** The venue's category (never 1 "hot": hot is a showcase, not a kind of venue). */
  gameType: GameCategory,
  /** What was bet on, in the request's language (bet detail page). */
  content: z.string(),
  stake: Money,
  /** The part of the stake that counts towards turnover. */
  validBet: Money,
  /** Signed: payout − stake; "0.00" until settled. */
  winLoss: Money,
  status: BetStatus,
  betAt: IsoDateTime,
  settledAt: IsoDateTime.nullable(),
});
export type BetRecord = z.infer<typeof BetRecord>;

/** Totals over the bets that stand (Unfinished and Completed): cancelled and withdrawn bets were refunded and count nowhere. */
export const BetTotals = z
  .object({
    betCount: z.number().int().min(0),
    stake: Money,
    validBet: Money,
    winLoss: Money,
  })
  .meta({ id: 'BetTotals' });
export type BetTotals = z.infer<typeof BetTotals>;

const filters = {
  venueCode: z
    .string()
    .regex(NOT_BLANK, 'required')
    .trim()
    .meta({ id: 'VenueCodeFilter', description: 'One venue only (its code, fundslog/getVenuesList); absent: all.' })
    .optional(),
  gameType: GameCategoryParam.optional(),
};

const betQuery = windowedPageQuery({ ...filters, status: QueryInt.pipe(BetStatus).optional() });

export const getBetList = endpoint({
  method: 'GET',
  path: 'gamebet/getBetList',
  auth: 'required',
  summary:
    "The player's bets, newest first, paged, with totals of the whole filtered set; filters venue, game type, status (0 Unfinished, 1 Completed, 2 Cancelled, 3 Cancelled (order withdrawn)) and a date window within the last 30 days (startDate/endDate, platform-zone days, both or neither: neither means the last 30 days).",
  input: betQuery.input,
  inputAt: betQuery.inputAt,
  output: Paged(BetRecord).extend({ summary: BetTotals }),
});

export const VenueBetTotals = BetTotals.extend({ venueCode: z.string().min(1), venueName: z.string(), gameType: GameCategory });

const totalQuery = windowedQuery(filters);

export const getTotalList = endpoint({
  method: 'GET',
  path: 'gamebet/getTotalList',
  auth: 'required',
  summary:
    'Bet totals per venue (count, stake, valid bet, win/lose of the bets that stand: cancelled and withdrawn bets are left out of count and sums alike) over a date window within the last 30 days (both dates or neither: neither means the last 30 days), venues with bets only, and the grand total; optional venue and game type filters.',
  input: totalQuery.input,
  inputAt: totalQuery.inputAt,
  output: z.object({ venues: z.array(VenueBetTotals), total: BetTotals }),
});
