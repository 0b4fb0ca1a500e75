import { getHistory, getList, getOption } from './caipiao';
import { betList, getGameInfo, lastGameInfo } from './locsgwin';
import { getLotteryInfo, getLotteryOneList, getLotteryPeilv, getUserGameList, lotteryList, placeOrder } from './lottery';

/** lottery/*, Lottery/* (capitalised as in spec §7), locsgwin/* (the colour game), caipiao/* (the hall). */
export const lottery = {
  lotteryList,
  getLotteryInfo,
  getLotteryOneList,
  getLotteryPeilv,
  placeOrder,
  getUserGameList,
  locsgwinBetList: betList,
  locsgwinLastGameInfo: lastGameInfo,
  locsgwinGetGameInfo: getGameInfo,
  caipiaoGetList: getList,
  caipiaoGetHistory: getHistory,
  caipiaoGetOption: getOption,
};
