import type { control } from '@contracts/control';
import { expireSessions } from '../../core/auth';
import { isDomainError } from '../../core/errors';
import { fail } from '../../core/errors';
import { isoOrNull, playerNamed, type ControlHandlers } from '../../control/context';
import { resetOf } from './password-reset';

/** Sessions belong to the account area's players but live in core (auth): expiring them is a runtime matter. */
export const account: ControlHandlers<typeof control.account> = {
  expireSessions: async (input, { world: current, now }) => {
    const player = input.username === undefined ? undefined : playerNamed(current, input.username);
    if (isDomainError(player)) return player;
    return { expired: await expireSessions(current, now, { token: input.token, uid: player?.uid }) };
  },
  // What the SMS would have said: the journeys (which run a production build, without the page's notice) read it here.
  resetCode: (input, { world: current }) => {
    const player = playerNamed(current, input.username);
    if (isDomainError(player)) return player;
    const reset = resetOf(current, player.uid);
    if (!reset) return fail('control.noResetCode', { username: input.username }, 404);
    return { code: reset.code, expiresAt: isoOrNull(reset.expiresAt), failures: reset.failures, lockedUntil: isoOrNull(reset.lockedUntil) };
  },
};
