import { fromFen } from '@contracts';
import { VipPrivilegeType, type VipInfo } from '@contracts/vip/vip';
import type { DomainCtx } from '../../core/domain-ctx';
import { levelRow, TOP_LEVEL, VIP_LEVELS } from './levels';
import { privilegeViews } from './privileges';
import { vipProgress } from './progress';

export const vipBadgeUrl = (level: number) => `/assets/vip/${level}.svg`;

/** uservip/getVip: the level, progress towards the next, the current privileges and the whole ladder. */
export function vipInfo(ctx: DomainCtx): VipInfo {
  const {
    world,
    now: nowMs,
    player: { uid },
  } = ctx;
  const progress = vipProgress(world, uid);
  const next = progress.level < TOP_LEVEL ? levelRow(progress.level + 1) : null;
  return {
    level: progress.level,
    levelName: `VIP${progress.level}`,
    nextLevel: next?.level ?? null,
    turnover: { current: fromFen(progress.turnoverFen), required: next === null ? null : fromFen(next.turnoverFen) },
    deposit: { current: fromFen(progress.depositFen), required: next === null ? null : fromFen(next.depositFen) },
    privileges: privilegeViews(world, uid, nowMs),
    levels: VIP_LEVELS.map((row) => ({
      level: row.level,
      name: `VIP${row.level}`,
      icon: vipBadgeUrl(row.level),
      turnoverRequired: fromFen(row.turnoverFen),
      depositRequired: fromFen(row.depositFen),
      privileges: VipPrivilegeType.options.map((type) => ({ type, amount: fromFen(row.privileges[type]) })),
      dailyWithdrawals: row.dailyWithdrawals,
      dailyWithdrawalAmount: fromFen(row.dailyWithdrawalFen),
    })),
  };
}
