import { fromFen, toPlatformIso, type Lang } from '@contracts';
import { AwardType } from '@contracts/records/awards';
import { PrivilegeStatus, VipPrivilegeType, vipPrivilegeTypeLabels } from '@contracts/vip/vip';
import type { DomainCtx } from '../../core/domain-ctx';
import { fail, isDomainError, type DomainError, type ErrorKey } from '../../core/errors';
import type { World } from '../../core/store';
import { getPlayer } from '../account';
import { findAward, grantAward } from '../welfare';
import { levelRow } from './levels';
import { platformMonth, platformWeek, startOfPlatformMonth } from '../../core/calendar';
import { vipProgress } from './progress';

const P = VipPrivilegeType.enum;
const S = PrivilegeStatus.enum;

/** Where a privilege stands for a player now: its period, and why it cannot be claimed (null: it can). */
interface Standing {
  type: VipPrivilegeType;
  level: number;
  amountFen: number;
  /** The period a claim now would belong to (null: no period open now). */
  periodKey: string | null;
  claimed: boolean;
  /** The refusal a claim now would get, with its parameters; null when claimable. */
  refusal: { key: ErrorKey; params: Record<string, string | number> } | null;
  /** When it can next be claimed; null when claimable now or not foreseeable. */
  nextAt: number | null;
}

export const sourceOf = (type: VipPrivilegeType) => `vip:${type}`;

/** The birthday's month: the gift opens on the 1st of that month and stays until its end, once a year. */
function birthdayStanding(
  world: World,
  uid: number,
  nowMs: number,
): Pick<Standing, 'periodKey' | 'refusal' | 'nextAt'> & { month: number | null } {
  const player = getPlayer(world, uid);
  if (!player.infoConfirmed || player.birthday === null)
    return { periodKey: null, refusal: { key: 'vip.birthdayUnknown', params: {} }, nextAt: null, month: null };
  const birthMonth = Number(player.birthday.slice(5, 7));
  const { year, month } = platformMonth(nowMs);
  if (month === birthMonth)
    return { periodKey: `year:${year}`, refusal: null, nextAt: startOfPlatformMonth(year + 1, birthMonth), month: birthMonth };
  const next = month < birthMonth ? startOfPlatformMonth(year, birthMonth) : startOfPlatformMonth(year + 1, birthMonth);
  return { periodKey: null, refusal: { key: 'vip.notBirthdayMonth', params: {} }, nextAt: next, month: birthMonth };
}

function standing(world: World, uid: number, nowMs: number, type: VipPrivilegeType): Standing {
  const { level } = vipProgress(world, uid);
  const amountFen = levelRow(level).privileges[type];
  const base = { type, level, amountFen };
  if (amountFen === 0)
    return { ...base, periodKey: null, claimed: false, refusal: { key: 'vip.notOffered', params: { level } }, nextAt: null };

  let periodKey: string | null;
  let nextAt: number | null;
  let closed: Standing['refusal'] = null;
  switch (type) {
    case P.weeklyRedPacket: {
      const week = platformWeek(nowMs);
      periodKey = week.key;
      nextAt = week.endMs;
      break;
    }
    case P.levelUpGift:
      // Once per level reached: the gift of the current level.
      periodKey = `level:${level}`;
      nextAt = null;
      break;
    case P.exclusiveGift: {
      const month = platformMonth(nowMs);
      periodKey = month.key;
      nextAt = month.endMs;
      break;
    }
    case P.birthdayGift: {
      const birthday = birthdayStanding(world, uid, nowMs);
      periodKey = birthday.periodKey;
      nextAt = birthday.nextAt;
      closed = birthday.refusal;
      break;
    }
  }
  if (closed || periodKey === null) return { ...base, periodKey, claimed: false, refusal: closed, nextAt };
  const claimed = findAward(world, uid, sourceOf(type), periodKey) !== undefined;
  if (!claimed) return { ...base, periodKey, claimed, refusal: null, nextAt: null };
  const key: ErrorKey =
    type === P.levelUpGift
      ? 'vip.claimedLevel'
      : type === P.weeklyRedPacket
        ? 'vip.claimedWeek'
        : type === P.exclusiveGift
          ? 'vip.claimedMonth'
          : 'vip.claimedBirthday';
  return { ...base, periodKey, claimed, refusal: { key, params: { level } }, nextAt };
}

/** The current level's four privileges with amount, status and next availability (uservip/getVip). */
export function privilegeViews(world: World, uid: number, nowMs: number) {
  return VipPrivilegeType.options.map((type) => {
    const s = standing(world, uid, nowMs, type);
    const status = s.claimed ? S.claimed : s.refusal === null ? S.claimable : S.unavailable;
    return { type, amount: fromFen(s.amountFen), status, nextAvailableAt: s.nextAt === null ? null : toPlatformIso(s.nextAt) };
  });
}

/** Parameters every refusal may name, in the request's language. */
function refusalParams(s: Standing, lang: Lang): Record<string, string | number> {
  return {
    ...s.refusal?.params,
    privilege: vipPrivilegeTypeLabels[s.type][lang],
    date: s.nextAt === null ? '' : toPlatformIso(s.nextAt).slice(0, 10),
  };
}

/**
 * uservip/getVipRes: claims one privilege when it is claimable now, through the awards store (central
 * wallet, turnover requirement, award record, once per period); otherwise refuses saying why, changing nothing.
 */
export async function claimPrivilege(
  ctx: DomainCtx,
  type: VipPrivilegeType,
): Promise<{ type: VipPrivilegeType; amount: string; orderNo: string; centralBalance: string } | DomainError> {
  const {
    world,
    now: nowMs,
    player: { uid },
    lang,
  } = ctx;
  const s = standing(world, uid, nowMs, type);
  if (s.refusal !== null || s.periodKey === null) {
    const refusal = s.refusal ?? { key: 'vip.notOffered' as const, params: {} };
    return fail(refusal.key, { ...refusalParams(s, lang), ...refusal.params });
  }
  const label = vipPrivilegeTypeLabels[type];
  const granted = await grantAward(world, nowMs, {
    uid,
    type: AwardType.enum.vipPrivilege,
    source: sourceOf(type),
    periodKey: s.periodKey,
    title: { en: `${label.en} · VIP${s.level}`, zh_hans: `${label.zh_hans} · VIP${s.level}` },
    amountFen: s.amountFen,
  });
  if (isDomainError(granted)) return granted;
  return { type, amount: fromFen(s.amountFen), orderNo: granted.award.orderNo, centralBalance: fromFen(granted.centralFen) };
}
