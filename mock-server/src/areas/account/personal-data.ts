import type { setUserInfo } from '@contracts/account/profile';
import type { InputOf } from '@contracts/core/endpoint';
import { fail, type DomainError } from '../../core/errors';
import type { DomainCtx } from '../../core/domain-ctx';
import { isOwnUpload } from '../content/upload';
import { AVATAR_COUNT, avatarUrl, getPlayer } from './players';

type PersonalDataInput = InputOf<typeof setUserInfo>;

const PERSONAL_FIELDS = ['realName', 'gender', 'birthday', 'mobile', 'email'] as const;

/** A built-in avatar (common/getDefaultAvatar) or an image this player uploaded (common/upload). */
function avatarAllowed(ctx: DomainCtx, avatar: string): boolean {
  const builtIn = Array.from({ length: AVATAR_COUNT }, (_, i) => avatarUrl(i + 1));
  return builtIn.includes(avatar) || (avatar.includes('/assets/uploads/') && isOwnUpload(ctx.world, ctx.player.uid, avatar));
}

/**
 * user/setUserInfo. The avatar may change at any time. The personal fields are confirmed once, all
 * together (spec §5: "cannot be changed once confirmed"), so a half-filled profile is never locked in;
 * any later attempt is refused with a message that says why. The contract has checked each field
 * (over 18 by this server's clock, mobile and email formats).
 */
export async function setPersonalData(ctx: DomainCtx, input: PersonalDataInput): Promise<null | DomainError> {
  const { world, player: { uid } } = ctx;
  const player = getPlayer(world, uid);
  const given = PERSONAL_FIELDS.filter((field) => input[field] !== undefined);
  if (input.avatar === undefined && given.length === 0) return fail('profile.empty');
  if (input.avatar !== undefined && !avatarAllowed(ctx, input.avatar)) return fail('profile.avatarInvalid');
  if (given.length > 0 && player.infoConfirmed) return fail('profile.locked');
  if (given.length > 0 && given.length < PERSONAL_FIELDS.length) return fail('profile.incomplete');

  const { avatar, realName, gender, birthday, mobile, email } = input;
  await world.db.players.update((q) => q.where({ uid }), {
    data: (p) => {
      if (avatar !== undefined) p.avatar = avatar;
      if (realName !== undefined && gender !== undefined && birthday !== undefined && mobile !== undefined && email !== undefined) {
        Object.assign(p, { realName, gender, birthday, mobile, email, infoConfirmed: true });
      }
    },
  });
  return null;
}
