import { z } from 'zod';
import { NOT_BLANK } from '../rules/text';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import type { Lang } from '../core/lang';
import { Money } from '../core/money';
import { IsoDateTime } from '../core/time';

/*
 * The welfare page's tasks. Spec §7 lists only common/signin for it; reading the tasks and claiming one
 * are this project's extension (docs/decisions.md): welfare/getTasks and welfare/claim.
 */

/** How often a task can be claimed: once per platform-zone day or week (Monday to Sunday). */
export const TaskPeriod = z.enum({ daily: 1, weekly: 2 });
export type TaskPeriod = z.infer<typeof TaskPeriod>;

export const taskPeriodLabels: Record<TaskPeriod, Record<Lang, string>> = {
  1: { en: 'Daily', zh_hans: '每日' },
  2: { en: 'Weekly', zh_hans: '每周' },
};

/** What a task measures: money deposited, money bet (valid bets), or consecutive sign-in days. */
export const TaskKind = z.enum({ deposit: 1, bet: 2, signInStreak: 3 });
export type TaskKind = z.infer<typeof TaskKind>;

/** 0 not complete yet, 1 complete and claimable, 2 claimed this period. */
export const TaskStatus = z.enum({ unavailable: 0, claimable: 1, claimed: 2 });
export type TaskStatus = z.infer<typeof TaskStatus>;

/** A task's id ("daily.deposit"); an unknown one is refused by the server by name. */
export const TaskId = z.string().regex(NOT_BLANK, 'required').trim().max(40).meta({ id: 'TaskId' });

export const WelfareTask = z.object({
  id: TaskId,
  kind: TaskKind,
  period: TaskPeriod,
  /** In the request's language ("Deposit 100.00 today"). */
  title: z.string(),
  /**
   * Progress and target: decimal money strings for deposit and bet tasks ("35.00" of "100.00"), whole
   * days for the sign-in streak ("3" of "7"). The current figure is capped at the target.
   */
  current: z.string(),
  target: z.string(),
  reward: Money,
  status: TaskStatus,
  /** When the period ends and the task starts again (the next platform midnight or Monday). */
  periodEndsAt: IsoDateTime,
});
export type WelfareTask = z.infer<typeof WelfareTask>;

/** One rung of the 7-day sign-in ladder: the reward of the streak's nth day (day 8 starts the ladder again). */
export const SignInRung = z.object({ day: z.number().int().min(1).max(7), reward: Money });

export const SignInState = z.object({
  signedToday: z.boolean(),
  /** Consecutive days signed in up to today (or yesterday, when today is not signed yet); 0 after a missed day. */
  streak: z.number().int().min(0),
  /** The ladder day today's sign-in is (signed) or would be (not yet). */
  today: z.number().int().min(1).max(7),
  ladder: z.array(SignInRung).length(7),
  /** The next platform midnight: when the next sign-in opens. */
  nextAt: IsoDateTime,
});
export type SignInState = z.infer<typeof SignInState>;

export const getTasks = endpoint({
  method: 'GET',
  path: 'welfare/getTasks',
  auth: 'required',
  summary:
    'Extension (not in spec §7): the welfare page — sign-in state (signed today, streak, the 7-day ladder) and the daily and weekly tasks with progress, target, reward, status and when their period ends.',
  input: NoInput,
  output: z.object({ signIn: SignInState, tasks: z.array(WelfareTask) }),
});

export const claim = endpoint({
  method: 'POST',
  path: 'welfare/claim',
  auth: 'required',
  summary:
    'Extension (not in spec §7): claims a completed welfare task ({taskId}) once per its period; the reward is credited to the central wallet with a turnover requirement and recorded as a welfare-task award.',
  input: z.object({ taskId: TaskId }),
  output: z.object({ taskId: TaskId, reward: Money, orderNo: z.string(), centralBalance: Money }),
  idempotent: true,
});
