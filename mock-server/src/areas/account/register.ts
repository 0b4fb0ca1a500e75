import type { Session } from '@contracts/account/session';
import type { RegistrationForm } from '@contracts/rules/account';
import { hashPassword, openSession } from '../../core/auth';
import { fail, type DomainError, type InputKey } from '../../core/errors';
import { createPlayer, findPlayerByInviteCode, findPlayerByUsername } from './players';
import type { Ctx } from '../../core/context';
import type { Caller, VisitorCtx } from '../../core/domain-ctx';
import { deviceOf } from './device';

export type { Session };

/**
 * Registers and logs in. Through user/register the invitation code is optional (but must exist when
 * given); through member/doRegister (a partner's link) it is required — the contract enforces presence.
 * The passwords are hashed before the write lock is taken (a flood of registrations keeps nobody else
 * waiting) and the name is checked again under it.
 */
export async function registerPlayer(
  ctx: VisitorCtx & Caller & Pick<Ctx, 'headers'>,
  input: RegistrationForm,
): Promise<Session | DomainError<InputKey<RegistrationForm>>> {
  const throttled = ctx.throttle('register');
  if (throttled) return throttled;
  const refused = refusal(ctx, input);
  if (refused) return refused;
  const [password, secondaryPassword] = await Promise.all([
    hashPassword(input.password),
    input.secondaryPassword ? hashPassword(input.secondaryPassword) : null,
  ]);
  return ctx.write(async () => {
    const late = refusal(ctx, input);
    if (late) return late;
    const player = await createPlayer(ctx.world, ctx.now, {
      username: input.username,
      password: input.password,
      secondaryPassword: input.secondaryPassword,
      mobile: input.mobile,
      realName: input.realName,
      invitedBy: input.inviteCode ? (findPlayerByInviteCode(ctx.world, input.inviteCode)?.uid ?? null) : null,
      hashes: { password, secondaryPassword },
    });
    await ctx.world.db.players.update((q) => q.where({ uid: player.uid }), { data: (p) => void (p.lastLoginAt = ctx.now) });
    const session = await openSession(ctx.world, player.uid, ctx.now, deviceOf(ctx.headers));
    return { token: session.token, uid: player.uid, username: player.username };
  });
}

function refusal(ctx: VisitorCtx, input: RegistrationForm): DomainError<InputKey<RegistrationForm>> | null {
  if (findPlayerByUsername(ctx.world, input.username)) return fail('register.usernameTaken').about('username');
  if (input.inviteCode && !findPlayerByInviteCode(ctx.world, input.inviteCode)) return fail('register.inviteUnknown').about('inviteCode');
  return null;
}
