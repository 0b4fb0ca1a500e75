import { toPlatformIso } from '@contracts';
import type { control } from '@contracts/control';
import { fail, isDomainError } from '../../core/errors';
import { playerNamed, type ControlHandlers } from '../../control/context';
import { limitViews, makeDue } from './limits';
import { protectionOf, showOneTimeNotices, updateProtection } from './records';

const instantOrNull = (ms: number | null, nowMs: number) => (ms === null || ms <= nowMs ? null : toPlatformIso(ms));

/** QA and demos: read a player's protection, make pending raises due, end a time-out. */
export const protection: ControlHandlers<typeof control.protection> = {
  list: (input, { world, now }) => {
    const player = playerNamed(world, input.username);
    if (isDomainError(player)) return player;
    const record = protectionOf(world, player.uid);
    return {
      username: player.username,
      limits: limitViews(world, player.uid, now),
      realityCheckMinutes: record.realityCheckMinutes,
      timeOutUntil: instantOrNull(record.timeOutUntil, now),
      excludedUntil: instantOrNull(record.excludedUntil, now),
      promotionalMessages: record.promotionalMessages,
    };
  },
  raiseDue: async (input, { world, now }) => {
    const player = playerNamed(world, input.username);
    if (isDomainError(player)) return player;
    const due = await makeDue(world, player.uid, now, { kind: input.kind, period: input.period });
    if (due === 0) return fail('control.noPendingLimit', { username: player.username }, 409);
    return { username: player.username, due };
  },
  notices: async (input, { world }) => {
    await showOneTimeNotices(world, input.shown);
    return { shown: input.shown };
  },
  endTimeOut: async (input, { world, now }) => {
    const player = playerNamed(world, input.username);
    if (isDomainError(player)) return player;
    const { timeOutUntil } = protectionOf(world, player.uid);
    if (timeOutUntil === null || timeOutUntil <= now) return fail('control.noTimeOut', { username: player.username }, 409);
    await updateProtection(world, player.uid, (r) => void (r.timeOutUntil = now));
    return { username: player.username, endedAt: toPlatformIso(now) };
  },
};
