import { hashPassword, verifyPassword } from '../../core/auth';
import { fail, failRecorded, type DomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { getPlayer } from '../account/players';
import type { DomainCtx } from '../../core/domain-ctx';

export const MAX_WITHDRAW_PASSWORD_FAILURES = 5;
export const WITHDRAW_LOCK_MS = 30 * 60_000;
const LOCK_MINUTES = WITHDRAW_LOCK_MS / 60_000;

async function storeHash(world: World, uid: number, password: string): Promise<void> {
  const hash = await hashPassword(password);
  await world.db.players.update((q) => q.where({ uid }), { data: (p) => void (p.secondaryPasswordHash = hash) });
}

/** user/secondarypwd: set once; changing goes through user/resetsecondarypwd. */
export async function setSecondaryPassword(ctx: DomainCtx, password: string): Promise<null | DomainError> {
  const { world, player: { uid } } = ctx;
  if (getPlayer(world, uid).secondaryPasswordHash !== null) return fail('secondaryPassword.alreadySet');
  await storeHash(world, uid, password);
  return null;
}

/**
 * user/resetsecondarypwd: identity proved by the old withdrawal password or the login password. A
 * successful change also lifts a lock from wrong withdrawal passwords (the player proved who they are).
 */
export async function resetSecondaryPassword(ctx: DomainCtx, oldPassword: string, password: string): Promise<null | DomainError> {
  const { world, player: { uid } } = ctx;
  const player = getPlayer(world, uid);
  const oldIsSecondary = player.secondaryPasswordHash !== null && (await verifyPassword(oldPassword, player.secondaryPasswordHash));
  if (!oldIsSecondary && !(await verifyPassword(oldPassword, player.passwordHash))) return fail('secondaryPassword.oldWrong');
  if (oldIsSecondary && oldPassword === password) return fail('password.sameAsOld');
  await storeHash(world, uid, password);
  world.db.withdrawGuards.delete((q) => q.where({ uid }));
  return null;
}

/**
 * Checks the withdrawal password for withdraw/submit. Five consecutive wrong ones lock withdrawals
 * for 30 minutes of clock time; a right one clears the count.
 */
export async function checkWithdrawPassword(ctx: DomainCtx, password: string): Promise<null | DomainError> {
  const { world, now: nowMs, player: { uid } } = ctx;
  const guard = world.db.withdrawGuards.findFirst((q) => q.where({ uid }));
  if (guard?.lockedUntil != null && guard.lockedUntil > nowMs) {
    return fail('withdraw.passwordLocked', { minutes: Math.ceil((guard.lockedUntil - nowMs) / 60_000) });
  }
  const hash = getPlayer(world, uid).secondaryPasswordHash;
  if (hash !== null && (await verifyPassword(password, hash))) {
    world.db.withdrawGuards.delete((q) => q.where({ uid }));
    return null;
  }
  // A lock that has run out starts a fresh count.
  const failures = (guard && guard.lockedUntil === null ? guard.failures : 0) + 1;
  const lockedUntil = failures >= MAX_WITHDRAW_PASSWORD_FAILURES ? nowMs + WITHDRAW_LOCK_MS : null;
  world.db.withdrawGuards.delete((q) => q.where({ uid }));
  await world.db.withdrawGuards.create({ uid, failures: lockedUntil === null ? failures : 0, lockedUntil });
  return lockedUntil === null
    ? failRecorded('withdraw.passwordWrong', { left: MAX_WITHDRAW_PASSWORD_FAILURES - failures, minutes: LOCK_MINUTES })
    : failRecorded('withdraw.passwordLockedNow', { minutes: LOCK_MINUTES });
}
