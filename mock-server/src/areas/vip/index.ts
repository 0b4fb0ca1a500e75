// What other areas call of the VIP area: a player's level and progress, and the withdrawals it allows.
export { vipProgress, withdrawalQuotaOf } from './progress';
