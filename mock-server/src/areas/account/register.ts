import type { Session } from '@contracts/account/session';
import type { RegistrationForm } from '@contracts/rules/account';
import { openSession } from '../../core/auth';
import { fail, type DomainError } from '../../core/errors';
import { createPlayer, findPlayerByInviteCode, findPlayerByUsername } from './players';
import type { VisitorCtx } from '../../core/domain-ctx';

export type { Session };

/**
 * Registers and logs in. Through user/register the invitation code is optional (but must exist when
 * given); through member/doRegister (a partner's link) it is required — the contract enforces presence.
 */
export async function registerPlayer(ctx: VisitorCtx, input: RegistrationForm): Promise<Session | DomainError> {
  const { world, now: nowMs } = ctx;
  if (findPlayerByUsername(world, input.username)) return fail('register.usernameTaken');
  let invitedBy: number | null = null;
  if (input.inviteCode) {
    const inviter = findPlayerByInviteCode(world, input.inviteCode);
    if (!inviter) return fail('register.inviteUnknown');
    invitedBy = inviter.uid;
  }
  const player = await createPlayer(world, nowMs, {
    username: input.username,
    password: input.password,
    secondaryPassword: input.secondaryPassword,
    mobile: input.mobile,
    realName: input.realName,
    invitedBy,
  });
  await world.db.players.update((q) => q.where({ uid: player.uid }), { data: (p) => void (p.lastLoginAt = nowMs) });
  const session = await openSession(world, player.uid, nowMs);
  return { token: session.token, uid: player.uid, username: player.username };
}
