import type { setUserInfo } from '@contracts/account/profile';
import type { InputOf } from '@contracts/core/endpoint';
import { fail, type DomainError, type InputKey } from '../../core/errors';
import type { DomainCtx } from '../../core/domain-ctx';
import { ownUpload } from '../content';
import { AVATAR_COUNT, avatarUrl, getPlayer } from './players';

type PersonalDataInput = InputOf<typeof setUserInfo>;

const PERSONAL_FIELDS = ['realName', 'gender', 'birthday', 'mobile', 'email'] as const;

/**
 * A built-in avatar (common/getDefaultAvatar) or an image this player uploaded (common/upload), as the URL this
 * server serves it under (never the string sent: it could name another host); undefined when neither.
 */
function allowedAvatar(ctx: DomainCtx, avatar: string): string | undefined {
  const builtIn = Array.from({ length: AVATAR_COUNT }, (_, i) => avatarUrl(i + 1));
  if (builtIn.includes(avatar)) return avatar;
  return avatar.includes('/assets/uploads/') ? ownUpload(ctx.world, ctx.player.uid, avatar)?.url : undefined;
}

/**
 * user/setUserInfo. The avatar may change at any time. The personal fields are confirmed once, all
 * together (spec §5: "cannot be changed once confirmed"), so a half-filled profile is never locked in;
 * any later attempt is refused with a message that says why. The contract has checked each field
 * (over 18 by this server's clock, mobile and email formats).
 */
export async function setPersonalData(ctx: DomainCtx, input: PersonalDataInput): Promise<null | DomainError<InputKey<PersonalDataInput>>> {
  const {
    world,
    player: { uid },
  } = ctx;
  const player = getPlayer(world, uid);
  const given = PERSONAL_FIELDS.filter((field) => input[field] !== undefined);
  if (input.avatar === undefined && given.length === 0) return fail('profile.empty');
  const avatar = input.avatar === undefined ? undefined : allowedAvatar(ctx, input.avatar);
  if (input.avatar !== undefined && avatar === undefined) return fail('profile.avatarInvalid').about('avatar');
  if (given.length > 0 && player.infoConfirmed) return fail('profile.locked');
  const missing = PERSONAL_FIELDS.find((field) => input[field] === undefined);
  if (given.length > 0 && missing !== undefined) return fail('profile.incomplete').about(missing);

  const { realName, gender, birthday, mobile, email } = input;
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
