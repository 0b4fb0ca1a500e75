import type { z } from 'zod';
import type { ChangePasswordForm } from '@contracts/rules/account';
import { endOtherSessions, hashPassword } from '../../core/auth';
import type { DomainError } from '../../core/errors';
import type { Caller, DomainCtx } from '../../core/domain-ctx';
import { getPlayer } from './players';
import { loginSecretOf } from './secret-refs';
import { proveSecret } from './secret-budget';

/**
 * user/resetpwd: the old password proves who is asking, spending the same budget as a login from this
 * client; the contract has already checked the new one (spec §5 rules, confirmation, different from the
 * old). Every other session of the player ends — a thief who had the old password is logged out — while
 * the one that asked stays, so the player is not sent to login for doing the right thing.
 */
export async function changePassword(
  ctx: DomainCtx & Caller,
  input: z.output<typeof ChangePasswordForm>,
  currentToken: string,
): Promise<null | DomainError<'oldPassword'>> {
  const {
    world,
    player: { uid },
  } = ctx;
  const player = getPlayer(world, uid);
  const wrong = { key: 'password.oldWrong', field: 'oldPassword' } as const;
  const proved = await proveSecret(ctx, loginSecretOf(ctx, player), player.passwordHash, input.oldPassword, wrong);
  if (proved !== true) return proved;
  const hash = await hashPassword(input.newPassword);
  return ctx.write(async () => {
    await world.db.players.update((q) => q.where({ uid }), { data: (p) => void (p.passwordHash = hash) });
    endOtherSessions(world, uid, currentToken);
    return null;
  });
}
