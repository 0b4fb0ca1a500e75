import type { api } from '@contracts';
import type { Handlers } from '../../core/context';
import { signInState } from './sign-in';
import { claimTask, taskViews } from './tasks';

/** welfare/* (an extension of spec §7, docs/decisions.md): the tasks and their claims. common/signin is in the account group. */
export const welfare: Handlers<typeof api.welfare> = {
  getTasks: (_input, ctx) => ({
    signIn: signInState(ctx.world, ctx.player.uid, ctx.now),
    tasks: taskViews(ctx.world, ctx.player.uid, ctx.now, ctx.lang),
  }),
  claim: (input, ctx) => claimTask(ctx, input.taskId),
};
