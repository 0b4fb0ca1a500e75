import type { control } from '@contracts/control';
import { isDomainError } from '../../core/errors';
import { playerNamed, type ControlHandlers } from '../../control/context';
import { setVipFloor } from '../account';
import { vipProgress } from './progress';

/** Sets the level a player keeps (the floor under the level their figures earn). */
export const vip: ControlHandlers<typeof control.vip> = {
  setLevel: async (input, { world }) => {
    const player = playerNamed(world, input.username);
    if (isDomainError(player)) return player;
    await setVipFloor(world, player.uid, input.level);
    return { username: player.username, level: vipProgress(world, player.uid).level };
  },
};
