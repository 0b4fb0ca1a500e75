import { fromFen, toPlatformIso } from '@contracts';
import type { Balance, UserInfo } from '@contracts/account/profile';
import { balanceFen, CENTRAL, venueBalanceFen } from '../../core/ledger';
import { AVATAR_COUNT, avatarUrl, getPlayer, maskMobile } from './players';
import type { DomainCtx } from '../../core/domain-ctx';

export function userInfo(ctx: DomainCtx): UserInfo {
  const {
    world,
    player: { uid },
  } = ctx;
  const p = getPlayer(world, uid);
  return {
    uid: p.uid,
    username: p.username,
    avatar: p.avatar,
    realName: p.realName,
    gender: p.gender,
    birthday: p.birthday,
    mobile: maskMobile(p.mobile),
    email: p.email,
    vipLevel: p.vipLevel,
    inviteCode: p.inviteCode,
    hasSecondaryPassword: p.secondaryPasswordHash !== null,
    infoConfirmed: p.infoConfirmed,
    registeredAt: toPlatformIso(p.registeredAt),
    lastLoginAt: p.lastLoginAt === null ? null : toPlatformIso(p.lastLoginAt),
  };
}

export function userBalance(ctx: DomainCtx): Balance {
  const {
    world,
    player: { uid },
  } = ctx;
  const central = balanceFen(world, uid, CENTRAL);
  const venues = venueBalanceFen(world, uid);
  return { balance: fromFen(central), venueBalance: fromFen(venues), total: fromFen(central + venues) };
}

/**
 * The My page header card (common/getUser) without its unread messages badge: the help area, which owns the
 * messages, answers the call and adds it.
 */
export function playerCard(ctx: DomainCtx) {
  const {
    world,
    player: { uid },
  } = ctx;
  const p = getPlayer(world, uid);
  return {
    uid: p.uid,
    username: p.username,
    avatar: p.avatar,
    vipLevel: p.vipLevel,
    balance: fromFen(balanceFen(world, uid, CENTRAL)),
  };
}

export function defaultAvatars() {
  return Array.from({ length: AVATAR_COUNT }, (_, i) => ({ id: i + 1, url: avatarUrl(i + 1) }));
}
