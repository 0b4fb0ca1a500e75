// What other areas call of the rewards area: the awards store, the period figures, the daily sign-in (account group).
export { cancelPendingAwards, findAward, findAwardByOrderNo, grantAward } from './awards';
export { depositedFen } from './period-figures';
export { signIn } from './sign-in';
