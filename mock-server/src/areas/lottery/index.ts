// What others call of the lottery: its lotteries (their icons are drawn from them) and the players' orders (feedback names them).
export { findLottery, LOTTERIES, type LotteryDefinition } from './catalogue';
export { lotteryBook } from './order-book';
