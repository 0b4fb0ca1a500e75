import type { z } from 'zod';
import { toPlatformIso } from '@contracts';
import { DeviceBrowser, DeviceOs, type OpenSession, type SecurityOverview } from '@contracts/account/recovery';
import type { ChangePasswordForm } from '@contracts/rules/account';
import { endOtherSessions, hashPassword, liveSessionsOf } from '../../core/auth';
import type { DomainError } from '../../core/errors';
import type { Caller, DomainCtx } from '../../core/domain-ctx';
import { getPlayer, maskEmail, maskMobile } from './players';
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
    endOtherSessions(world, uid, currentToken, ctx.now);
    return null;
  });
}

/** user/security: the bound contacts, masked, and the open sessions (this one first, then the most recently seen). */
export function securityOverview(ctx: DomainCtx, currentToken: string): SecurityOverview {
  const { world, now } = ctx;
  const player = getPlayer(world, ctx.player.uid);
  const seen = (s: { lastSeenAt?: number; createdAt: number }) => s.lastSeenAt ?? s.createdAt;
  const sessions = liveSessionsOf(world, player.uid, now)
    .sort((a, b) => Number(b.token === currentToken) - Number(a.token === currentToken) || seen(b) - seen(a))
    .map((s): OpenSession => ({
      browser: deviceValue(DeviceBrowser.enum, s.browser) as OpenSession['browser'],
      os: deviceValue(DeviceOs.enum, s.os) as OpenSession['os'],
      createdAt: toPlatformIso(s.createdAt),
      lastSeenAt: toPlatformIso(seen(s)),
      current: s.token === currentToken,
    }));
  return { mobile: maskMobile(player.mobile), email: player.email === null ? null : maskEmail(player.email), sessions };
}

/** A stored family name as the contract's enum value ("other" for anything it does not know). */
function deviceValue(values: Readonly<Record<string, number>>, stored: string): number {
  return (Object.hasOwn(values, stored) ? values[stored] : values.other) ?? 0;
}

/** user/logoutOthers: every other session of the player ends (they get 401); the one that asked stays. */
export function logoutOthers(ctx: DomainCtx, currentToken: string): { ended: number } {
  return { ended: endOtherSessions(ctx.world, ctx.player.uid, currentToken, ctx.now) };
}

/**
 * The account password confirming a step the player cannot undo (a time-out, self-exclusion): the same budget as a
 * login from this client, so the confirmation is no way round the login's lock-out.
 */
export async function proveAccountPassword(ctx: DomainCtx & Caller, password: string): Promise<true | DomainError<'password'>> {
  const player = getPlayer(ctx.world, ctx.player.uid);
  return proveSecret(ctx, loginSecretOf(ctx, player), player.passwordHash, password, { key: 'password.wrong', field: 'password' });
}
