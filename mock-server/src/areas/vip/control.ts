import type { control } from '@contracts/control';
import { isDomainError } from '../../core/errors';
import { playerNamed, type ControlHandlers } from '../../control/context';
import { vipProgress } from './progress';

/** Sets the level a player keeps (the floor under the level their figures earn). */
export const vip: ControlHandlers<typeof control.vip> = {
  setLevel: async (input, { world }) => {
    const player = playerNamed(world, input.username);
    if (isDomainError(player)) return player;
    await world.db.players.update((q) => q.where({ uid: player.uid }), { data: (p) => void (p.vipLevel = input.level) });
    return { username: player.username, level: vipProgress(world, player.uid).level };
  },
};
