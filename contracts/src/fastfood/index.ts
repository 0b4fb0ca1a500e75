import { betRec, funds, getBetList, getHistory } from './records';
import { accountbalance, bet, getOption, rate, submit } from './table';

/** The spec's bare lottery-row names, served under fastfood/ (DESIGN.md §3). */
export const fastfood = {
  bet,
  accountbalance,
  rate,
  betRec,
  funds,
  getHistory,
  getOption,
  submit,
  getBetList,
};
