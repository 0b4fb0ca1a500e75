import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { interestData, interestRecords, interestTypes, receiveEarnings, transferIn, transferOut } from './holdings';

/** The interest-bearing balance: products, transfers in and out, daily accrual (accrual.ts), receiving earnings. */
export const interest: Handlers<typeof api.interest> = {
  getData: (_input, ctx) => interestData(ctx),
  getType: (_input, ctx) => interestTypes(ctx.lang),
  getList: (input, ctx) => interestRecords(ctx, input),
  receive: (_input, ctx) => receiveEarnings(ctx),
  into: (input, ctx) => transferIn(ctx, input),
  turnout: (input, ctx) => transferOut(ctx, input),
};
