import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { colourBetList, placeOrder, userGameList } from './orders';
import { board, colourRoom, hall, history, lastColourResult, lotteryLobby, lotteryRoom, oddsTable, recentResults } from './rooms';
import { DEFAULT_COLOUR_LOTTERY_ID } from './catalogue';

/** lottery/*, Lottery/*, locsgwin/* (the colour game) and caipiao/* (the hall): domain in rooms.ts and orders.ts. */
export const lottery: Handlers<typeof api.lottery> = {
  lotteryList: (input, ctx) => lotteryLobby(ctx, input),
  getLotteryInfo: (input, ctx) => lotteryRoom(ctx, input),
  getLotteryOneList: (input, ctx) => recentResults(ctx, input),
  getLotteryPeilv: (input) => oddsTable(input),
  placeOrder: (input, ctx) => placeOrder(ctx, input),
  getUserGameList: (input, ctx) => userGameList(ctx, input),
  locsgwinBetList: (input, ctx) => colourBetList(ctx, { ...input, lotteryId: input.lotteryId ?? DEFAULT_COLOUR_LOTTERY_ID }),
  locsgwinLastGameInfo: (input, ctx) => lastColourResult(ctx, input),
  locsgwinGetGameInfo: (input, ctx) => colourRoom(ctx, input),
  caipiaoGetList: (_input, ctx) => hall(ctx),
  caipiaoGetHistory: (input, ctx) => history(ctx, input),
  caipiaoGetOption: (input, ctx) => board(ctx, input),
};
