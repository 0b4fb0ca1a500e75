import type { api } from '@contracts';
import { locksItself } from '../../core/binder';
import type { Handlers } from '../../core/context';
import { selfExclude, takeTimeOut } from './breaks';
import { cancelLimit, confirmLimit, setLimit } from './limits';
import { acknowledgeCheck, sessionFigures, setRealityCheck } from './reality';
import { markSeen, protectionSettings } from './settings';
import { statement } from './statement';

/** protection/* (an extension of the platform's calls, docs/decisions.md "Player protection"). */
export const protection: Handlers<typeof api.protection> = {
  getSettings: (_input, ctx) => protectionSettings(ctx),
  setLimit: (input, ctx) => setLimit(ctx, input),
  confirmLimit: (input, ctx) => confirmLimit(ctx, input),
  cancelLimit: (input, ctx) => cancelLimit(ctx, input),
  setRealityCheck: (input, ctx) => setRealityCheck(ctx, ctx.player.token, input.minutes),
  getSession: (_input, ctx) => sessionFigures(ctx, ctx.player.token),
  acknowledgeCheck: (_input, ctx) => acknowledgeCheck(ctx, ctx.player.token),
  markSeen: (input, ctx) => markSeen(ctx, input.notice),
  // The password is proved outside the write lock, as a login's is.
  takeTimeOut: locksItself((input, ctx) => takeTimeOut(ctx, input)),
  selfExclude: locksItself((input, ctx) => selfExclude(ctx, input)),
  getStatement: (_input, ctx) => statement(ctx),
};
