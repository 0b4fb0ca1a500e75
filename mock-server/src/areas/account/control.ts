import type { control } from '@contracts/control';
import { expireSessions } from '../../core/auth';
import { isDomainError } from '../../core/errors';
import { playerNamed, type ControlHandlers } from '../../control/context';

/** Sessions belong to the account area's players but live in core (auth): expiring them is a runtime matter. */
export const account: ControlHandlers<typeof control.account> = {
  expireSessions: async (input, { world: current, now }) => {
    const player = input.username === undefined ? undefined : playerNamed(current, input.username);
    if (isDomainError(player)) return player;
    return { expired: await expireSessions(current, now, { token: input.token, uid: player?.uid }) };
  },
};
