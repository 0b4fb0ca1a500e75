import { z } from 'zod';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import { PageQuery, Paged } from '../core/list';
import { Money } from '../core/money';
import { IsoDate } from '../core/time';
import { Lottery, LotteryType, PlayGroup, Round } from './lottery-types';

const LotteryId = QueryInt.pipe(z.number().int().positive());

export const LotteryHallGroup = z.object({
  type: LotteryType,
  /** The type's name in the request language (LOTTERY_TYPE_LABELS). */
  name: z.string(),
  lotteries: z.array(Lottery),
});

export const getList = endpoint({
  method: 'GET',
  path: 'caipiao/getList',
  auth: 'none',
  summary:
    'The lottery hall catalogue: lotteries grouped by type, with their rules (interval, closing seconds, bet ' +
    'limits). Live rounds: lottery/lotteryList.',
  input: NoInput,
  output: z.array(LotteryHallGroup),
});

export const getHistory = endpoint({
  method: 'GET',
  path: 'caipiao/getHistory',
  auth: 'none',
  summary:
    "A lottery's draw history, newest first, paged, optionally one platform-zone day: results with revealed seeds " +
    'and seed hashes, so a player can verify each round.',
  input: PageQuery.extend({ lotteryId: LotteryId, date: IsoDate.optional() }),
  output: Paged(Round),
});

export const getOption = endpoint({
  method: 'GET',
  path: 'caipiao/getOption',
  auth: 'none',
  summary:
    'The betting board of one lottery: play groups and options with names in the request language, the chip ' +
    'values and the per-line limits. Odds: Lottery/getLotteryPeilv.',
  input: z.object({ lotteryId: LotteryId }),
  output: z.object({
    lotteryId: z.number().int().positive(),
    groups: z.array(PlayGroup).min(1),
    chips: z.array(Money).min(1),
    minBet: Money,
    maxBet: Money,
  }),
});
