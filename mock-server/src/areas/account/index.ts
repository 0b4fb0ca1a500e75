// What other areas call of the account area: who a player is, the demo players, the withdrawal password's check.
export { AVATAR_COUNT, findPlayerByUsername, getPlayer, inviteesOf, playerRegistrations, setVipFloor } from './players';
export { playerCard, userBalance } from './profile';
export { DEMO_SECONDARY_PASSWORD } from './seed';
export { checkWithdrawPassword } from './withdrawal-password';
export { proveAccountPassword } from './security';
