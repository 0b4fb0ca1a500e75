import { fromFen, paginate, toPlatformIso, type Lang, type PageQuery } from '@contracts';
import { AwardStatus, AwardType, type AwardRecord } from '@contracts/records/awards';
import type { DomainCtx } from '../../core/domain-ctx';
import { fail, type DomainError } from '../../core/errors';
import { CENTRAL, credit, nextOrderNo } from '../../core/ledger';
import type { LedgerType } from '../../core/schemas';
import type { World } from '../../core/store';
import { inUnitOfWork } from '../../core/unit-of-work';
import { translate } from '../../core/errors';
import { addTurnoverRequirement } from '../funds';
import { tellAboutOrder } from '../help';
import { inWindow, recordWindow, type DateWindowInput } from '../../core/calendar';
import type { AwardRow } from './schemas';

/** A reward asks for this many times its amount in valid bets before a fee-free withdrawal (like a deposit gift). */
export const AWARD_TURNOVER_MULTIPLE = 1;

const A = AwardType.enum;

/** The ledger entry type each kind of reward is credited with (one list: contracts/src/records/money-log.ts). */
const LEDGER_TYPE: Record<AwardType, LedgerType> = {
  [A.promotion]: 'bonus',
  [A.vipPrivilege]: 'vipReward',
  [A.welfareTask]: 'taskReward',
  [A.signIn]: 'signInReward',
  [A.rebate]: 'rebate',
  [A.invitation]: 'bonus',
};

export type Texts = Record<Lang, string>;

export interface Grant {
  uid: number;
  type: AwardType;
  /** What grants it ("vip:1", "signin", "task:depositDaily"). */
  source: string;
  /** The period it belongs to: a second grant of the same source and period is refused. */
  periodKey: string;
  title: Texts;
  amountFen: number;
  /** Valid bets of this many times the reward before a fee-free withdrawal; AWARD_TURNOVER_MULTIPLE unless said (a promotion's own). */
  turnoverMultiple?: number;
}

export function findAward(world: World, uid: number, source: string, periodKey: string): AwardRow | undefined {
  return world.db.awards.findFirst((q) => q.where({ uid, source, periodKey })) ?? undefined;
}

/** The award a ledger entry paid, by the entry's order number (the money log names a reward by its title). */
export function findAwardByOrderNo(world: World, orderNo: string): AwardRow | undefined {
  return world.db.awards.findFirst((q) => q.where({ orderNo }));
}

/**
 * The one way a reward reaches a player: in one unit of work it credits the central wallet through the
 * ledger, adds the turnover requirement (funds area's helper, as deposit gifts do; `turnoverMultiple` × the
 * reward), records the award and tells the player in a personal message (linking to the reward records).
 * Refuses (`award.alreadyClaimed`) a second grant of the same source and period, changing nothing.
 */
export function grantAward(world: World, nowMs: number, grant: Grant): Promise<{ award: AwardRow; centralFen: number } | DomainError> {
  if (!Number.isSafeInteger(grant.amountFen) || grant.amountFen <= 0)
    throw new Error(`a reward needs a positive amount of fen, got ${grant.amountFen}`);
  const multiple = grant.turnoverMultiple ?? AWARD_TURNOVER_MULTIPLE;
  if (!Number.isSafeInteger(multiple) || multiple < 0) throw new Error(`a turnover multiple is a whole number from 0, got ${multiple}`);
  return inUnitOfWork(world, async () => {
    if (findAward(world, grant.uid, grant.source, grant.periodKey)) return fail('award.alreadyClaimed');
    const orderNo = nextOrderNo(world, 'AW', nowMs);
    const entry = await credit(world, nowMs, {
      uid: grant.uid,
      wallet: CENTRAL,
      type: LEDGER_TYPE[grant.type],
      amountFen: grant.amountFen,
      orderNo,
      remark: grant.title.en,
    });
    const turnoverFen = grant.amountFen * multiple;
    // A reward without a requirement leaves the player's current cycle as it is.
    if (turnoverFen > 0) await addTurnoverRequirement(world, grant.uid, turnoverFen);
    const award = await world.db.awards.create({
      orderNo,
      uid: grant.uid,
      type: grant.type,
      source: grant.source,
      periodKey: grant.periodKey,
      titleEn: grant.title.en,
      titleZh: grant.title.zh_hans,
      amountFen: grant.amountFen,
      turnoverFen,
      status: AwardStatus.enum.credited,
      createdAt: nowMs,
      creditedAt: nowMs,
    });
    await tellAboutOrder(world, nowMs, {
      uid: grant.uid,
      orderNo,
      title: 'news.rewardTitle',
      sentences: [['news.rewardCredited', { title: grant.title, amount: fromFen(grant.amountFen) }]],
      link: 'rewards',
    });
    return { award, centralFen: entry.afterFen };
  });
}

function toWire(row: AwardRow, lang: Lang): AwardRecord {
  return {
    orderNo: row.orderNo,
    type: row.type,
    title: lang === 'en' ? row.titleEn : row.titleZh,
    amount: fromFen(row.amountFen),
    status: row.status,
    createdAt: toPlatformIso(row.createdAt),
    creditedAt: row.creditedAt === null ? null : toPlatformIso(row.creditedAt),
    remark: row.turnoverFen > 0 ? translate('award.turnoverRemark', lang, { amount: fromFen(row.turnoverFen) }) : '',
  };
}

export interface AwardFilter extends DateWindowInput {
  type?: AwardType | undefined;
  status?: AwardStatus | undefined;
}

/** redemption/getAwardList: the player's rewards in the window (the binder refused older ones), newest first, paged. */
export function awardList(ctx: DomainCtx, input: PageQuery & AwardFilter) {
  const {
    world,
    player: { uid },
    now: nowMs,
    lang,
  } = ctx;
  const window = recordWindow(nowMs, input);
  const rows = world.db.awards
    .findMany((q) => q.where({ uid }))
    .filter((row) => inWindow(window, row.createdAt))
    .filter((row) => input.type === undefined || row.type === input.type)
    .filter((row) => input.status === undefined || row.status === input.status)
    .sort((a, b) => b.createdAt - a.createdAt || b.orderNo.localeCompare(a.orderNo));
  const page = paginate(rows, input);
  return { ...page, list: page.list.map((row) => toWire(row, lang)) };
}

/** Self-exclusion cancels the rewards still waiting for a decision: they are rejected, and nothing is credited. */
export async function cancelPendingAwards(world: World, uid: number): Promise<number> {
  const cancelled = await world.db.awards.updateMany((q) => q.where({ uid, status: AwardStatus.enum.pending }), {
    data: (a) => void (a.status = AwardStatus.enum.rejected),
  });
  return cancelled.length;
}
