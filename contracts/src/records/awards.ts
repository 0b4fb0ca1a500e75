import { z } from 'zod';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import type { Lang } from '../core/lang';
import { Paged } from '../core/list';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';
import { windowedPageQuery } from './window';

/** Where a reward came from (redemption record page). */
export const AwardType = z
  .enum({ promotion: 1, vipPrivilege: 2, welfareTask: 3, signIn: 4, rebate: 5, invitation: 6 })
  .meta({ id: 'AwardType' });
export type AwardType = z.infer<typeof AwardType>;

export const awardTypeLabels: Record<AwardType, Record<Lang, string>> = {
  1: { en: 'Promotion bonus', zh_hans: '活动彩金' },
  2: { en: 'VIP privilege', zh_hans: 'VIP 特权' },
  3: { en: 'Welfare task', zh_hans: '福利任务' },
  4: { en: 'Sign-in reward', zh_hans: '签到奖励' },
  5: { en: 'Rebate', zh_hans: '返水' },
  6: { en: 'Invitation reward', zh_hans: '邀请奖励' },
};

/** 0 pending review, 1 credited to the central wallet, 2 rejected, 3 expired unclaimed. */
export const AwardStatus = z.enum({ pending: 0, credited: 1, rejected: 2, expired: 3 }).meta({ id: 'AwardStatus' });
export type AwardStatus = z.infer<typeof AwardStatus>;

export const awardStatusLabels: Record<AwardStatus, Record<Lang, string>> = {
  0: { en: 'Pending', zh_hans: '待审核' },
  1: { en: 'Credited', zh_hans: '已到账' },
  2: { en: 'Rejected', zh_hans: '已拒绝' },
  3: { en: 'Expired', zh_hans: '已过期' },
};

export const AwardRecord = z.object({
  orderNo: z.string(),
  type: AwardType,
  /** The promotion, privilege or task, in the request's language. */
  title: z.string(),
  amount: Money,
  status: AwardStatus,
  createdAt: IsoDateTime,
  creditedAt: IsoDateTime.nullable(),
  remark: z.string(),
});
export type AwardRecord = z.infer<typeof AwardRecord>;

const awardQuery = windowedPageQuery({
  type: QueryInt.pipe(AwardType).optional(),
  status: QueryInt.pipe(AwardStatus).optional(),
});

export const getAwardList = endpoint({
  method: 'GET',
  path: 'redemption/getAwardList',
  auth: 'required',
  summary:
    "The player's reward / redemption records (type, title, amount, status, time), newest first, paged; filters type, status and a date window within the last 30 days (startDate/endDate, platform-zone days, both or neither: neither means the last 30 days).",
  input: awardQuery.input,
  inputAt: awardQuery.inputAt,
  output: Paged(AwardRecord),
});
