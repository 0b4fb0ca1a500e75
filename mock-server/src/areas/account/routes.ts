import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { login, logout } from './login';
import { defaultAvatars, userBalance, userInfo, userSummary } from './profile';
import { registerPlayer } from './register';
import { resetSecondaryPassword, setSecondaryPassword } from '../withdrawal/secondary-password';
import { notImplemented } from '../../core/not-implemented';

export const account: Handlers<typeof api.account> = {
  login: (input, ctx) => login(ctx.world, ctx.now, input),
  register: (input, ctx) => registerPlayer(ctx.world, ctx.now, input),
  doRegister: (input, ctx) => registerPlayer(ctx.world, ctx.now, input),
  logout: (_input, ctx) => logout(ctx.world, ctx.player.token),
  resetPassword: notImplemented(),
  setSecondaryPassword: (input, ctx) => setSecondaryPassword(ctx.world, ctx.player.uid, input.secondaryPassword),
  resetSecondaryPassword: (input, ctx) => resetSecondaryPassword(ctx.world, ctx.player.uid, input.oldPassword, input.secondaryPassword),
  userInfo: (_input, ctx) => userInfo(ctx.world, ctx.player.uid),
  setUserInfo: notImplemented(),
  getUser: (_input, ctx) => userSummary(ctx.world, ctx.player.uid),
  getUserBalance: (_input, ctx) => userBalance(ctx.world, ctx.player.uid),
  getDefaultAvatar: () => defaultAvatars(),
  signIn: notImplemented(),
};
