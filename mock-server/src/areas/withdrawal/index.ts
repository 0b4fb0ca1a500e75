// What other areas call of the withdrawal area: the player's orders and payees (records, the money story's seed).
export { findWithdrawalOrder, submitWithdrawal, withdrawalLifecycle, withdrawalOrdersOf, withdrawalOrderView } from './orders';
export { payeesOf } from './payees';
export { returnBalance } from './balance-return';
export type { WithdrawalOrderRecord } from './schemas';
