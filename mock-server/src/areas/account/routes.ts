import type { api } from '@contracts';
import { locksItself } from '../../core/binder';
import type { Handlers } from '../../core/context';
import { login, logout } from './login';
import { defaultAvatars, userBalance, userInfo } from './profile';
import { registerPlayer } from './register';
import { changePassword, logoutOthers, securityOverview } from './security';
import { resetByCode, sendResetCode } from './password-reset';
import { setPersonalData } from './personal-data';
import { resetSecondaryPassword, setSecondaryPassword } from './withdrawal-password';
import { signIn } from '../welfare';

/** The account group but common/getUser, the header card with its unread badge, which the help area answers. */
export const account: Omit<Handlers<typeof api.account>, 'getUser'> = {
  // Calls that hash or check a password take the write lock only around their writes.
  login: locksItself((input, ctx) => login(ctx, input)),
  register: locksItself((input, ctx) => registerPlayer(ctx, input)),
  doRegister: locksItself((input, ctx) => registerPlayer(ctx, input)),
  logout: (_input, ctx) => logout(ctx.world, ctx.player.token),
  resetPassword: locksItself((input, ctx) => changePassword(ctx, input, ctx.player.token)),
  setSecondaryPassword: locksItself((input, ctx) => setSecondaryPassword(ctx, input.secondaryPassword)),
  resetSecondaryPassword: locksItself((input, ctx) => resetSecondaryPassword(ctx, input.oldPassword, input.secondaryPassword)),
  userInfo: (_input, ctx) => userInfo(ctx),
  setUserInfo: (input, ctx) => setPersonalData(ctx, input),
  getUserBalance: (_input, ctx) => userBalance(ctx),
  getDefaultAvatar: () => defaultAvatars(),
  signIn: (_input, ctx) => signIn(ctx),
  sendResetCode: locksItself((input, ctx) => sendResetCode(ctx, input)),
  resetByCode: locksItself((input, ctx) => resetByCode(ctx, input)),
  security: (_input, ctx) => securityOverview(ctx, ctx.player.token),
  logoutOthers: (_input, ctx) => logoutOthers(ctx, ctx.player.token),
};
