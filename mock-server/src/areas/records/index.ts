// What other areas call of the records area: every trade of the player (feedback's orders).
export { allTrades } from './trades';
