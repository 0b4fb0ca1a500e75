import { fromFen, toPlatformIso, type Lang } from '@contracts';
import { AwardType } from '@contracts/records/awards';
import { TaskKind, TaskPeriod, TaskStatus, type WelfareTask } from '@contracts/welfare/welfare';
import type { DomainCtx } from '../../core/domain-ctx';
import { fail, isDomainError, translate, type DomainError } from '../../core/errors';
import type { MessageKey } from '../../messages';
import type { World } from '../../core/store';
import { platformDay, platformWeek } from '../../core/calendar';
import { findAward, grantAward } from './awards';
import { depositedFen } from './period-figures';
import { validBetFen } from '../games';
import { signInStreak } from './sign-in';

const K = TaskKind.enum;
const P = TaskPeriod.enum;
const S = TaskStatus.enum;

interface TaskDef {
  id: string;
  kind: TaskKind;
  period: TaskPeriod;
  /** Fen for money tasks, days for the streak. */
  target: number;
  rewardFen: number;
}

/** The welfare tasks (invented, believable): daily and weekly deposits and bets, a 7-day sign-in streak. */
export const TASKS: readonly TaskDef[] = [
  { id: 'daily.deposit', kind: K.deposit, period: P.daily, target: 100_00, rewardFen: 5_00 },
  { id: 'daily.bet', kind: K.bet, period: P.daily, target: 500_00, rewardFen: 8_00 },
  { id: 'weekly.deposit', kind: K.deposit, period: P.weekly, target: 1_000_00, rewardFen: 28_00 },
  { id: 'weekly.bet', kind: K.bet, period: P.weekly, target: 5_000_00, rewardFen: 38_00 },
  { id: 'weekly.streak', kind: K.signInStreak, period: P.weekly, target: 7, rewardFen: 18_00 },
];

const figure = (task: TaskDef, value: number) => (task.kind === K.signInStreak ? String(value) : fromFen(value));
const periodOf = (task: TaskDef, nowMs: number) => (task.period === P.daily ? platformDay(nowMs) : platformWeek(nowMs));
export const taskSource = (task: TaskDef) => `task:${task.id}`;

const TITLE_KEYS: Record<string, MessageKey> = {
  'daily.deposit': 'welfare.task.dailyDeposit',
  'daily.bet': 'welfare.task.dailyBet',
  'weekly.deposit': 'welfare.task.weeklyDeposit',
  'weekly.bet': 'welfare.task.weeklyBet',
  'weekly.streak': 'welfare.task.weeklyStreak',
};

/** A task's title in both languages, its figure taken from its target ("Deposit ¥100.00 today"). */
export function taskTitle(task: TaskDef): Record<Lang, string> {
  const key = TITLE_KEYS[task.id];
  if (!key) throw new Error(`welfare task ${task.id} has no title`);
  const params = { target: figure(task, task.target) };
  return { en: translate(key, 'en', params), zh_hans: translate(key, 'zh_hans', params) };
}

interface Standing {
  task: TaskDef;
  periodKey: string;
  periodEndsAt: number;
  current: number;
  claimed: boolean;
}

function standing(world: World, uid: number, nowMs: number, task: TaskDef): Standing {
  const period = periodOf(task, nowMs);
  const current =
    task.kind === K.deposit
      ? depositedFen(world, uid, period.startMs, period.endMs)
      : task.kind === K.bet
        ? validBetFen(world, uid, period)
        : signInStreak(world, uid, nowMs).streak;
  const claimed = findAward(world, uid, taskSource(task), period.key) !== undefined;
  return { task, periodKey: period.key, periodEndsAt: period.endMs, current, claimed };
}

function toWire(s: Standing, lang: Lang): WelfareTask {
  const { task } = s;
  return {
    id: task.id,
    kind: task.kind,
    period: task.period,
    title: taskTitle(task)[lang],
    current: figure(task, Math.min(s.current, task.target)),
    target: figure(task, task.target),
    reward: fromFen(task.rewardFen),
    status: s.claimed ? S.claimed : s.current >= task.target ? S.claimable : S.unavailable,
    periodEndsAt: toPlatformIso(s.periodEndsAt),
  };
}

export function taskViews(world: World, uid: number, nowMs: number, lang: Lang): WelfareTask[] {
  return TASKS.map((task) => toWire(standing(world, uid, nowMs, task), lang));
}

/** welfare/claim: a completed task's reward, once per its period, through the awards store. */
export async function claimTask(
  ctx: DomainCtx,
  taskId: string,
): Promise<{ taskId: string; reward: string; orderNo: string; centralBalance: string } | DomainError> {
  const {
    world,
    now: nowMs,
    player: { uid },
  } = ctx;
  const task = TASKS.find((t) => t.id === taskId);
  if (!task) return fail('welfare.taskUnknown', { taskId });
  const s = standing(world, uid, nowMs, task);
  const date = toPlatformIso(s.periodEndsAt).slice(0, 10);
  if (s.claimed) return fail(task.period === P.daily ? 'welfare.claimedToday' : 'welfare.claimedWeek', { date });
  if (s.current < task.target)
    return fail(task.kind === K.signInStreak ? 'welfare.notDone' : 'welfare.notDoneMoney', {
      current: figure(task, s.current),
      target: figure(task, task.target),
    });
  const granted = await grantAward(world, nowMs, {
    uid,
    type: AwardType.enum.welfareTask,
    source: taskSource(task),
    periodKey: s.periodKey,
    title: taskTitle(task),
    amountFen: task.rewardFen,
  });
  if (isDomainError(granted)) return granted;
  return { taskId: task.id, reward: fromFen(task.rewardFen), orderNo: granted.award.orderNo, centralBalance: fromFen(granted.centralFen) };
}
