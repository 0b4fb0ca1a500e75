// What other areas call of the deposit area: its channels and the player's orders (records, the money story's seed).
export { findDepositChannel } from './channels';
export { depositLifecycle, depositOrdersOf, findDepositOrder, submitDeposit } from './orders';
export type { DepositOrderRecord } from './schemas';
