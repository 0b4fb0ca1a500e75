import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { fastFoodBetList, fastFoodFunds, submitChips } from './orders';
import { accountBalance, bettingTable, fastFoodHistory, layout, rates, roundChips } from './table-views';

/** fastfood/*: the ring game (table-views.ts reads, orders.ts writes and lists). */
export const fastfood: Handlers<typeof api.fastfood> = {
  bet: (_input, ctx) => bettingTable(ctx),
  accountbalance: (_input, ctx) => accountBalance(ctx),
  rate: () => rates(),
  betRec: (input, ctx) => roundChips(ctx, input),
  funds: (input, ctx) => fastFoodFunds(ctx, input),
  getHistory: (input, ctx) => fastFoodHistory(ctx, input),
  getOption: (_input, ctx) => layout(ctx),
  submit: (input, ctx) => submitChips(ctx, input),
  getBetList: (input, ctx) => fastFoodBetList(ctx, input),
};
