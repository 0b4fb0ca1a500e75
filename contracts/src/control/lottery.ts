import { z } from 'zod';
import { IsoDateTime } from '../core/time';
import { QueryInt } from '../core/wire';
import { FastFoodBet } from '../fastfood/fastfood-types';
import { LotteryOrder, RoundStatus } from '../lottery/lottery-types';
import { controlEndpoint } from './endpoint';
import { ClockView } from './world';

/** Which timed game a call means: a lottery by id, or the fast-food game. Exactly one of the two. */
export const TimedGame = z.object({
  lotteryId: z.number().int().positive().optional(),
  game: z.literal('fastfood').optional(),
});

/** A round as QA needs it: which game, its number, where it stands and its instants. */
export const RoundView = z
  .object({
    /** The lottery's code, or "fastfood". */
    game: z.string(),
    issue: z.string(),
    status: RoundStatus,
    openAt: IsoDateTime,
    closeAt: IsoDateTime,
    drawAt: IsoDateTime,
  })
  .meta({ id: 'RoundView' });
export type RoundView = z.infer<typeof RoundView>;

export const LotteryOrderView = LotteryOrder.extend({ username: z.string() });
export const FastFoodOrderView = FastFoodBet.extend({ username: z.string() });

/** The timed games (lottery, fast food): move the clock to a round's close or draw, cancel a round, list orders. */
export const lottery = {
  jump: controlEndpoint({
    method: 'POST',
    path: 'lottery/jump',
    summary:
      'Moves the clock to the next close (`to: "close"`) or draw (`to: "draw"`, 1 ms past it, so the round is drawn) of ' +
      "the game's round open now, and settles what fell due. Answers the clock and that round.",
    input: TimedGame.extend({ to: z.enum(['close', 'draw']) }),
    output: z.object({ clock: ClockView, round: RoundView }),
  }),
  cancel: controlEndpoint({
    method: 'POST',
    path: 'lottery/cancel',
    summary:
      'Cancels a round that has not drawn yet: every pending order of it is refunded once (status 2). 404 for a round ' +
      'that does not exist, 409 for one drawn or cancelled already.',
    input: TimedGame.extend({ issue: z.string().trim().min(1) }),
    output: z.object({ round: RoundView, cancelledOrders: z.array(z.string()) }),
  }),
  orders: controlEndpoint({
    method: 'GET',
    path: 'lottery/orders',
    summary: 'Lottery and fast-food orders, newest first (optionally one player, one lottery).',
    input: z.object({ username: z.string().optional(), lotteryId: QueryInt.pipe(z.number().int().positive()).optional() }),
    output: z.object({ orders: z.array(LotteryOrderView), fastFoodOrders: z.array(FastFoodOrderView) }),
  }),
};
