import { z } from 'zod';
import { IsoDateTime } from '../core/time';
import { QueryInt } from '../core/wire';
import { BetRecord } from '../records/bets';
import { controlEndpoint } from './endpoint';

export const BetView = BetRecord.extend({ username: z.string(), dueAt: IsoDateTime.nullable(), archived: z.boolean() }).meta({
  id: 'BetView',
});
export type BetView = z.infer<typeof BetView>;

/** The lobby's bets: list, settle Unfinished ones now, cancel one with a refund. */
export const games = {
  bets: controlEndpoint({
    method: 'GET',
    path: 'bets',
    summary: 'Bets, newest first (with `dueAt`).',
    input: z.object({
      username: z.string().optional(),
      status: QueryInt.pipe(z.number().int().min(0).max(3)).optional(),
      limit: QueryInt.pipe(z.number().int().min(1).max(500)).default(50),
    }),
    output: z.object({ bets: z.array(BetView) }),
  }),
  settleBets: controlEndpoint({
    method: 'POST',
    path: 'bets/settle',
    summary: 'Settles Unfinished bets now (one, a player’s, or all); seeded RNG unless `outcome`.',
    input: z.object({
      orderNo: z.string().min(1).optional(),
      username: z.string().optional(),
      outcome: z.enum(['win', 'lose']).optional(),
    }),
    output: z.object({ settled: z.array(BetView) }),
  }),
  cancelBet: controlEndpoint({
    method: 'POST',
    path: 'bets/cancel',
    summary: 'Cancels an Unfinished bet and refunds the stake: status 2, or 3 with `withdrawn: true`.',
    input: z.object({ orderNo: z.string().min(1), withdrawn: z.boolean().default(false) }),
    output: z.object({ cancelled: BetView }),
  }),
};
