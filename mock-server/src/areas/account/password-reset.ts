import { toPlatformIso } from '@contracts';
import type { ForgotPasswordForm, ResetByCodeForm } from '@contracts/rules/account';
import { endOtherSessions, hashPassword } from '../../core/auth';
import { fail, failRecorded, type DomainError } from '../../core/errors';
import type { Caller, VisitorCtx } from '../../core/domain-ctx';
import type { World } from '../../core/store';
import { findPlayerByUsername, maskMobile } from './players';
import type { PasswordResetRecord } from './schemas';

const MINUTE = 60_000;
/** A code works for 5 clock minutes; another may be asked for after 60 seconds; 5 wrong tries lock the reset for an hour. */
export const RESET_RULES = { codeLifeMs: 5 * MINUTE, resendAfterMs: MINUTE, wrongTries: 5, lockMs: 60 * MINUTE } as const;

/** Six digits from the platform's random source (never the world's seeded faker: a code must not follow from the seed). */
function newCode(): string {
  const [value = 0] = crypto.getRandomValues(new Uint32Array(1));
  return String(value % 1_000_000).padStart(6, '0');
}

export function resetOf(world: World, uid: number): PasswordResetRecord | undefined {
  return world.db.passwordResets.findFirst((q) => q.where({ uid }));
}

/** "until 13:05 (in 60 minutes)": when a locked reset frees up, on the platform's clock. */
function lockedRefusal(lockedUntil: number, now: number) {
  const minutes = Math.max(1, Math.ceil((lockedUntil - now) / MINUTE));
  return fail('reset.locked', { until: toPlatformIso(lockedUntil).slice(11, 16), minutes });
}

async function saveReset(world: World, record: PasswordResetRecord): Promise<void> {
  const { uid } = record;
  if (resetOf(world, uid)) await world.db.passwordResets.update((q) => q.where({ uid }), { data: (r) => void Object.assign(r, record) });
  else await world.db.passwordResets.create(record);
}

/**
 * user/sendResetCode. A pair that matches no account gets one answer whichever of the two is wrong (it is about the
 * mobile, the input a player who knows their name checks again), so the call tells nobody whether a name exists;
 * the per-client throttle keeps anyone from trying many numbers. A new code replaces the old one and keeps the wrong
 * tries counted (asking again is no way around the lock).
 */
export async function sendResetCode(ctx: VisitorCtx & Caller, input: ForgotPasswordForm) {
  const throttled = ctx.throttle('resetCode');
  if (throttled) return throttled;
  const { world, now } = ctx;
  return ctx.write(async () => {
    const player = findPlayerByUsername(world, input.username);
    if (!player || player.mobile !== input.mobile) return fail('reset.noMatch').about('mobile');
    const previous = resetOf(world, player.uid);
    if (previous?.lockedUntil != null && previous.lockedUntil > now) return lockedRefusal(previous.lockedUntil, now);
    if (previous && previous.code !== null && now - previous.sentAt < RESET_RULES.resendAfterMs) {
      return fail('reset.resendWait', { seconds: Math.ceil((previous.sentAt + RESET_RULES.resendAfterMs - now) / 1000) });
    }
    const lockOver = previous?.lockedUntil != null;
    const expiresAt = now + RESET_RULES.codeLifeMs;
    await saveReset(world, {
      uid: player.uid,
      code: newCode(),
      sentAt: now,
      expiresAt,
      failures: lockOver ? 0 : (previous?.failures ?? 0),
      lockedUntil: null,
    });
    return {
      mobile: maskMobile(player.mobile),
      expiresAt: toPlatformIso(expiresAt),
      resendAt: toPlatformIso(now + RESET_RULES.resendAfterMs),
    };
  });
}

type ResetRefusal = DomainError<'code'>;

/**
 * Checks the code (the caller holds the write lock), counting a wrong one and locking the reset at the fifth: the
 * player's uid, or the refusal (a recorded one for a wrong code, so the count stands).
 */
async function proveCode(world: World, now: number, input: ResetByCodeForm): Promise<number | ResetRefusal> {
  const player = findPlayerByUsername(world, input.username);
  const reset = player ? resetOf(world, player.uid) : undefined;
  if (!player || !reset) return fail('reset.noCode').about('code');
  if (reset.lockedUntil !== null && reset.lockedUntil > now) return lockedRefusal(reset.lockedUntil, now).about('code');
  if (reset.code === null || reset.expiresAt === null) return fail('reset.noCode').about('code');
  if (reset.expiresAt <= now) return fail('reset.codeExpired').about('code');
  if (reset.code === input.code) return player.uid;
  const failures = reset.failures + 1;
  const locked = failures >= RESET_RULES.wrongTries;
  const lockedUntil = locked ? now + RESET_RULES.lockMs : null;
  // The fifth wrong try burns the code too: after the hour, a new one is needed.
  await saveReset(world, { ...reset, failures, lockedUntil, ...(locked ? { code: null, expiresAt: null } : {}) });
  if (lockedUntil === null) return failRecorded('reset.codeWrong', { left: RESET_RULES.wrongTries - failures }).about('code');
  const { key, params } = lockedRefusal(lockedUntil, now);
  return failRecorded(key, params).about('code');
}

/**
 * user/resetByCode. The new password is hashed outside the write lock; the code is checked again under it when the
 * password is written, so two requests with the same code reset once. Every session of the player ends.
 */
export async function resetByCode(ctx: VisitorCtx & Caller, input: ResetByCodeForm): Promise<null | ResetRefusal> {
  const throttled = ctx.throttle('resetCode');
  if (throttled) return throttled;
  const { world, now } = ctx;
  const proved = await ctx.write(() => proveCode(world, now, input));
  if (typeof proved !== 'number') return proved;
  const hash = await hashPassword(input.newPassword);
  return ctx.write(async () => {
    const again = await proveCode(world, now, input);
    if (typeof again !== 'number') return again;
    await world.db.players.update((q) => q.where({ uid: again }), { data: (p) => void (p.passwordHash = hash) });
    await world.db.passwordResets.delete((q) => q.where({ uid: again }));
    endOtherSessions(world, again, null, now);
    return null;
  });
}
