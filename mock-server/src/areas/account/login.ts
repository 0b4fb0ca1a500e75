import type { Session } from '@contracts/account/session';
import type { LoginForm } from '@contracts/rules/account';
import { endSession, openSession, verifyPassword } from '../../core/auth';
import { fail, failRecorded, type DomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { findPlayerByUsername, usernameKey } from './players';
import type { VisitorCtx } from '../../core/domain-ctx';

export const MAX_LOGIN_FAILURES = 5;
export const LOCK_MS = 15 * 60_000;
const LOCK_MINUTES = LOCK_MS / 60_000;

/**
 * Logs in. Failures are counted per username whether it exists or not (the answer reveals nothing);
 * the fifth consecutive failure locks the name for 15 minutes of clock time.
 */
export async function login(ctx: VisitorCtx, input: LoginForm): Promise<Session | DomainError> {
  const { world, now: nowMs } = ctx;
  const key = usernameKey(input.username);
  const guard = world.db.loginGuards.findFirst((q) => q.where({ usernameKey: key }));
  if (guard?.lockedUntil != null && guard.lockedUntil > nowMs) {
    return fail('login.locked', { minutes: Math.ceil((guard.lockedUntil - nowMs) / 60_000) });
  }
  const player = findPlayerByUsername(world, input.username);
  const valid = player ? await verifyPassword(input.password, player.passwordHash) : false;
  if (!player || !valid) return recordFailure(world, nowMs, key);

  world.db.loginGuards.delete((q) => q.where({ usernameKey: key }));
  await world.db.players.update((q) => q.where({ uid: player.uid }), { data: (p) => void (p.lastLoginAt = nowMs) });
  const session = await openSession(world, player.uid, nowMs);
  return { token: session.token, uid: player.uid, username: player.username };
}

async function recordFailure(world: World, nowMs: number, key: string): Promise<DomainError> {
  const guard = world.db.loginGuards.findFirst((q) => q.where({ usernameKey: key }));
  // A lock that has run out starts a fresh count.
  const previous = guard && guard.lockedUntil === null ? guard.failures : 0;
  const failures = previous + 1;
  const lockedUntil = failures >= MAX_LOGIN_FAILURES ? nowMs + LOCK_MS : null;
  if (guard) {
    await world.db.loginGuards.update((q) => q.where({ usernameKey: key }), {
      data: (g) => {
        g.failures = lockedUntil === null ? failures : 0;
        g.lockedUntil = lockedUntil;
      },
    });
  } else {
    await world.db.loginGuards.create({ usernameKey: key, failures, lockedUntil });
  }
  return lockedUntil === null
    ? failRecorded('login.failed', { left: MAX_LOGIN_FAILURES - failures, minutes: LOCK_MINUTES })
    : failRecorded('login.lockedNow', { minutes: LOCK_MINUTES });
}

export function logout(world: World, token: string): null {
  endSession(world, token);
  return null;
}
