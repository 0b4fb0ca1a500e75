import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import type { Lang } from '../core/lang';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';

/** The VIP privileges the spec names (§3). */
export const VipPrivilegeType = z
  .enum({ weeklyRedPacket: 1, levelUpGift: 2, exclusiveGift: 3, birthdayGift: 4 })
  .meta({ id: 'VipPrivilegeType' });
export type VipPrivilegeType = z.infer<typeof VipPrivilegeType>;

export const vipPrivilegeTypeLabels: Record<VipPrivilegeType, Record<Lang, string>> = {
  1: { en: 'Weekly red packet', zh_hans: '每周红包' },
  2: { en: 'Level-up gift', zh_hans: '晋级礼金' },
  3: { en: 'Exclusive gift', zh_hans: '专属礼金' },
  4: { en: 'Birthday gift', zh_hans: '生日礼金' },
};

/** 0 not available now (level too low, not the birthday, not this week's), 1 claimable, 2 claimed. */
export const PrivilegeStatus = z.enum({ unavailable: 0, claimable: 1, claimed: 2 });
export type PrivilegeStatus = z.infer<typeof PrivilegeStatus>;

export const VipLevel = z.object({
  level: z.number().int().min(0),
  name: z.string(),
  icon: z.string(),
  /** Cumulative turnover (valid bets) to reach this level. */
  turnoverRequired: Money,
  /** Cumulative deposits to reach this level. */
  depositRequired: Money,
  /** The privileges of the level and their amounts ("0.00": not offered at this level). */
  privileges: z.array(z.object({ type: VipPrivilegeType, amount: Money })),
  /** Daily withdrawal quota at this level. */
  dailyWithdrawals: z.number().int().min(0),
  dailyWithdrawalAmount: Money,
});
export type VipLevel = z.infer<typeof VipLevel>;

export const VipPrivilege = z.object({
  type: VipPrivilegeType,
  amount: Money,
  status: PrivilegeStatus,
  /** When it can next be claimed (next week, next birthday); null when claimable now or never. */
  nextAvailableAt: IsoDateTime.nullable(),
});

export const VipInfo = z.object({
  level: z.number().int().min(0),
  levelName: z.string(),
  /** null at the top level. */
  nextLevel: z.number().int().min(1).nullable(),
  /** Progress towards the next level; `required` null at the top level. */
  turnover: z.object({ current: Money, required: Money.nullable() }),
  deposit: z.object({ current: Money, required: Money.nullable() }),
  /** The current level's privileges and whether each can be claimed. */
  privileges: z.array(VipPrivilege),
  levels: z.array(VipLevel),
});
export type VipInfo = z.infer<typeof VipInfo>;

export const getVip = endpoint({
  method: 'GET',
  path: 'uservip/getVip',
  auth: 'required',
  summary:
    'The VIP page: current level, turnover and deposit progress to the next level, the current privileges (weekly red packet, level-up, exclusive, birthday gift) with amounts and claim status, and every level with its requirements and privileges.',
  input: NoInput,
  output: VipInfo,
});

export const getVipRes = endpoint({
  // Named get… by the platform, but it credits money: a write, so POST.
  method: 'POST',
  path: 'uservip/getVipRes',
  auth: 'required',
  summary:
    'A write despite its name (POST): claim one VIP privilege ({type}: 1 weekly red packet, 2 level-up gift, 3 exclusive gift, 4 birthday gift) when its status is claimable; the amount is credited to the central wallet and recorded as a reward.',
  input: z.object({ type: VipPrivilegeType }),
  output: z.object({ type: VipPrivilegeType, amount: Money, orderNo: z.string(), centralBalance: Money }),
  idempotent: true,
});
