import { hashPassword } from '../../core/auth';
import { fail, type DomainError } from '../../core/errors';
import { getPlayer } from './players';
import { isWaiting, proveSecret } from './secret-budget';
import { loginSecretOf, withdrawalSecretOf } from './secret-refs';
import type { Caller, DomainCtx } from '../../core/domain-ctx';

/** user/secondarypwd: set once; changing goes through user/resetsecondarypwd. Hashed outside the write lock. */
export async function setSecondaryPassword(ctx: DomainCtx & Caller, password: string): Promise<null | DomainError> {
  const {
    world,
    player: { uid },
  } = ctx;
  if (getPlayer(world, uid).secondaryPasswordHash !== null) return fail('secondaryPassword.alreadySet');
  const hash = await hashPassword(password);
  return ctx.write(async () => {
    if (getPlayer(world, uid).secondaryPasswordHash !== null) return fail('secondaryPassword.alreadySet');
    await world.db.players.update((q) => q.where({ uid }), { data: (p) => void (p.secondaryPasswordHash = hash) });
    return null;
  });
}

/**
 * user/resetsecondarypwd: identity proved by the login password or the old withdrawal password, tried
 * in that order, each spending its own budget (a wrong guess costs both): the call is no side door
 * around the withdrawal password's limit. Success lifts no wait: withdrawals stay locked until theirs ends.
 */
export async function resetSecondaryPassword(
  ctx: DomainCtx & Caller,
  oldPassword: string,
  password: string,
): Promise<null | DomainError<'oldPassword' | 'secondaryPassword'>> {
  const {
    world,
    player: { uid },
  } = ctx;
  const player = getPlayer(world, uid);
  const wrong = { key: 'secondaryPassword.oldWrong', field: 'oldPassword' } as const;
  const byLogin = await proveSecret(ctx, loginSecretOf(ctx, player), player.passwordHash, oldPassword, wrong);
  if (byLogin !== true) {
    if (player.secondaryPasswordHash === null) return byLogin;
    const byOld = await proveSecret(ctx, withdrawalSecretOf(player), player.secondaryPasswordHash, oldPassword, wrong);
    // Neither: a wait is what the player can act on (the right login password, unchecked, is no "incorrect"),
    // the withdrawal password's first, as it is what stands between them and their money.
    if (byOld !== true) return isWaiting(byOld) || !isWaiting(byLogin) ? byOld : byLogin;
    if (oldPassword === password) return fail('password.sameAsOld').about('secondaryPassword');
  }
  const hash = await hashPassword(password);
  return ctx.write(async () => {
    await world.db.players.update((q) => q.where({ uid }), { data: (p) => void (p.secondaryPasswordHash = hash) });
    return null;
  });
}

/**
 * Checks the withdrawal password for withdraw/submit (inside its write lock: a wrong one is counted
 * before it is checked all the same). Five wrong in a row, through this call or the reset, make
 * withdrawals wait 30 minutes of clock time, and each further one 30 more; a right one clears the count.
 */
export async function checkWithdrawPassword(
  ctx: DomainCtx & Pick<Caller, 'write'>,
  password: string,
): Promise<null | DomainError<'secondaryPassword'>> {
  const player = getPlayer(ctx.world, ctx.player.uid);
  const wrong = { key: 'withdraw.passwordWrong', field: 'secondaryPassword' } as const;
  const proved = await proveSecret(ctx, withdrawalSecretOf(player), player.secondaryPasswordHash, password, wrong);
  return proved === true ? null : proved;
}
