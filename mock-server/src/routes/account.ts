import type { api, HandlerTree } from '@contracts';
import type { Ctx } from '../core/context';
import { requireUid } from '../core/context';
import type { DomainError } from '../core/errors';
import { login, logout } from '../domain/account/login';
import { defaultAvatars, userBalance, userInfo, userSummary } from '../domain/account/profile';
import { registerPlayer } from '../domain/account/register';
import { resetSecondaryPassword, setSecondaryPassword } from '../domain/withdrawal/secondary-password';
import { notImplemented } from './not-implemented';

export const account: HandlerTree<typeof api.account, Ctx, DomainError> = {
  login: (input, ctx) => login(ctx.world, ctx.now, input),
  register: (input, ctx) => registerPlayer(ctx.world, ctx.now, input),
  doRegister: (input, ctx) => registerPlayer(ctx.world, ctx.now, input),
  logout: (_input, ctx) => logout(ctx.world, ctx.token ?? ''),
  resetPassword: notImplemented(),
  setSecondaryPassword: (input, ctx) => setSecondaryPassword(ctx.world, requireUid(ctx), input.secondaryPassword),
  resetSecondaryPassword: (input, ctx) => resetSecondaryPassword(ctx.world, requireUid(ctx), input.oldPassword, input.secondaryPassword),
  userInfo: (_input, ctx) => userInfo(ctx.world, requireUid(ctx)),
  setUserInfo: notImplemented(),
  getUser: (_input, ctx) => userSummary(ctx.world, requireUid(ctx)),
  getUserBalance: (_input, ctx) => userBalance(ctx.world, requireUid(ctx)),
  getDefaultAvatar: () => defaultAvatars(),
  signIn: notImplemented(),
};
