// What others call of the lottery: its lotteries (their icons are drawn from them).
export { findLottery, LOTTERIES, type LotteryDefinition } from './catalogue';
