// What other areas call of the funds area: wallet settings, turnover, transfers, the payment icons and its issue wording.
export { bankBadgeUrl, DEPOSIT_CHANNEL_KIND, payKindIconUrl, WITHDRAWAL_METHOD_KIND } from './icons';
export { firstIssueError } from './issues';
export { walletSettings } from './settings';
export { addTurnoverRequirement, recordTurnover, shortfallFen, turnoverOf } from './turnover';
export { oneClickRecycle, transfer } from './wallets';
