import type { Session } from '@contracts/account/session';
import type { LoginForm } from '@contracts/rules/account';
import { endSession, openSession } from '../../core/auth';
import type { DomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { usernameKey } from '@contracts/rules/account';
import { findPlayerByUsername } from './players';
import { proveSecret } from './secret-budget';
import type { Ctx } from '../../core/context';
import type { Caller, VisitorCtx } from '../../core/domain-ctx';
import { deviceOf } from './device';

/**
 * Logs in. Wrong passwords are counted per client and username, whether the name exists or not (the
 * answer, and its speed, reveal nothing); after five, that client waits, longer after each further
 * failure (secret-budget.ts) — the owner elsewhere is never locked out. The password is checked
 * outside the write lock, so a flood of guesses keeps no other request waiting.
 */
export async function login(ctx: VisitorCtx & Caller & Pick<Ctx, 'headers'>, input: LoginForm): Promise<Session | DomainError<'password'>> {
  const throttled = ctx.throttle('login');
  if (throttled) return throttled;
  const player = findPlayerByUsername(ctx.world, input.username);
  const ref = { kind: 'login', usernameKey: usernameKey(input.username), client: ctx.client } as const;
  // The message names neither input on purpose (it tells nobody whether the name exists); the password is what to type again.
  const proved = await proveSecret(ctx, ref, player?.passwordHash ?? null, input.password, { key: 'login.failed', field: 'password' });
  if (proved !== true) return proved;
  // A name without a player is checked against a stand-in hash, which nothing matches.
  if (!player) throw new Error('a password was proved for a player who does not exist');
  return ctx.write(async () => {
    // Only after the password: a time-out or an exclusion is nobody's business but the account holder's.
    const barred = ctx.world.guards.login(ctx.world, player.uid, ctx.now);
    if (barred) return barred;
    await ctx.world.db.players.update((q) => q.where({ uid: player.uid }), { data: (p) => void (p.lastLoginAt = ctx.now) });
    const session = await openSession(ctx.world, player.uid, ctx.now, deviceOf(ctx.headers));
    return { token: session.token, uid: player.uid, username: player.username };
  });
}

export function logout(world: World, token: string): null {
  endSession(world, token);
  return null;
}
