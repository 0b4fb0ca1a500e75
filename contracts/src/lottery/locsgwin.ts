import { z } from 'zod';
import { NOT_BLANK } from '../rules/text';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { PageQuery, Paged } from '../core/list';
import { Colour, LotteryOrder, LotteryWithRounds, Round, Size } from './lottery-types';

/**
 * locsgwin/* is the colour game: a lottery of type colour (one number 0–9 every minute) with bets on a
 * number, a colour or big/small. Absent `lotteryId` means the 1-minute colour lottery; bets go through
 * lottery/placeOrder, odds through Lottery/getLotteryPeilv, options through caipiao/getOption.
 */
const ColourLotteryId = QueryInt.pipe(z.number().int().positive()).optional();

export const ColourResult = z.object({
  round: Round,
  number: z.number().int().min(0).max(9),
  /** coloursOf(number): green for odd, red for even, violet as well for 0 and 5. */
  colours: z.array(Colour).min(1),
  size: Size,
});
export type ColourResult = z.infer<typeof ColourResult>;

export const getGameInfo = endpoint({
  method: 'GET',
  path: 'locsgwin/getGameInfo',
  auth: 'none',
  summary:
    'The colour game now: the lottery, the round open for bets (issue, close and draw times, seed hash), the last ' +
    'drawn round and the server time for the countdown.',
  input: z.object({ lotteryId: ColourLotteryId }),
  output: LotteryWithRounds,
});

export const lastGameInfo = endpoint({
  method: 'GET',
  path: 'locsgwin/lastGameInfo',
  auth: 'none',
  summary:
    "The colour game's last drawn round with its number, colours and size (big/small), and the revealed seed. " +
    'null before the first draw.',
  input: z.object({ lotteryId: ColourLotteryId }),
  output: ColourResult.nullable(),
});

export const betList = endpoint({
  method: 'GET',
  path: 'locsgwin/betList',
  auth: 'required',
  summary: 'The player\'s colour-game orders (the "my orders" panel of the game), newest first, paged; optionally one issue.',
  input: PageQuery.extend({ lotteryId: ColourLotteryId, issue: z.string().regex(NOT_BLANK, 'required').trim().optional() }),
  output: Paged(LotteryOrder),
});
