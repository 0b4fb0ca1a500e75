import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import { Money } from '../core/money';
import { BreakResult, ExclusionResult, SelfExclusionForm, TimeOutForm } from './breaks';
import { LimitChange, LimitForm, LimitRef, LimitView } from './limits';
import { RealityCheckForm, RealityCheckMinutes, SessionFigures } from './session';
import { StatementMonth } from './statement';

/*
 * Player protection (UK Gambling Commission RTS 12–14, Malta Player Protection Directive). The platform's
 * calls have none of it: protection/* is this project's extension (docs/decisions.md, "Player protection").
 */

/** The one-time notices a player sees once and never again, wherever they log in. */
export const ProtectionNotice = z.enum(['limitInvitation', 'betNotice']).meta({ id: 'ProtectionNotice' });
export type ProtectionNotice = z.infer<typeof ProtectionNotice>;

export const ProtectionSettings = z.object({
  /** Deposit and loss limits, each kind in day, week, month order. */
  limits: z.array(LimitView),
  realityCheckMinutes: RealityCheckMinutes,
  /** Which one-time notices the player has seen (answered or skipped). */
  seen: z.object({ limitInvitation: z.boolean(), betNotice: z.boolean() }),
  /** What self-exclusion would return: the central balance and every venue's. */
  balance: Money,
});
export type ProtectionSettings = z.infer<typeof ProtectionSettings>;

export const getSettings = endpoint({
  method: 'GET',
  path: 'protection/getSettings',
  auth: 'required',
  summary:
    'Extension (player protection): the deposit and loss limits with what is used and remains in the current period and any pending raise, the reality-check interval, the one-time notices seen, and the balance self-exclusion would return.',
  input: NoInput,
  output: ProtectionSettings,
});

export const setLimit = endpoint({
  method: 'POST',
  path: 'protection/setLimit',
  auth: 'required',
  summary:
    'Extension (player protection): sets a deposit or loss limit for a day, week or month ({kind, period, amount}; amount null removes it). A first limit or a decrease applies at once and cancels a pending raise; a raise or a removal waits 24 hours and then needs protection/confirmLimit.',
  input: LimitForm,
  output: LimitChange,
  idempotent: true,
});

export const confirmLimit = endpoint({
  method: 'POST',
  path: 'protection/confirmLimit',
  auth: 'required',
  summary:
    'Extension (player protection): applies a pending raise or removal ({kind, period}) once its 24-hour cooling-off period has passed; refused before, naming when.',
  input: LimitRef,
  output: LimitView,
  idempotent: true,
});

export const cancelLimit = endpoint({
  method: 'POST',
  path: 'protection/cancelLimit',
  auth: 'required',
  summary: 'Extension (player protection): withdraws a pending raise or removal ({kind, period}); the limit in force stays.',
  input: LimitRef,
  output: LimitView,
  idempotent: true,
});

export const setRealityCheck = endpoint({
  method: 'POST',
  path: 'protection/setRealityCheck',
  auth: 'required',
  summary:
    'Extension (player protection): the reality-check interval in minutes (0 off, 15, 30, 60), counted from login or the last check.',
  input: RealityCheckForm,
  output: SessionFigures,
});

export const getSession = endpoint({
  method: 'GET',
  path: 'protection/getSession',
  auth: 'required',
  summary:
    "Extension (player protection): this session's running figures since login (minutes, staked, won, net) and when the next reality check is due.",
  input: NoInput,
  output: SessionFigures,
});

export const acknowledgeCheck = endpoint({
  method: 'POST',
  path: 'protection/acknowledgeCheck',
  auth: 'required',
  summary: 'Extension (player protection): the player read a reality check and plays on; the next is due one interval from now.',
  input: NoInput,
  output: SessionFigures,
});

export const markSeen = endpoint({
  method: 'POST',
  path: 'protection/markSeen',
  auth: 'required',
  summary:
    'Extension (player protection): records that a one-time notice ({notice}: the invitation to set a limit, or the responsible-gaming notice before a first bet) was shown and answered, so it is never shown again.',
  input: z.object({ notice: ProtectionNotice }),
  output: z.object({ notice: ProtectionNotice }),
});

export const takeTimeOut = endpoint({
  method: 'POST',
  path: 'protection/takeTimeOut',
  auth: 'required',
  summary:
    'Extension (player protection): a time-out of 24 hours, 7 days, 30 days or 1–42 days, confirmed with the account password. It starts now, ends every session and refuses login until it ends; it cannot be shortened.',
  input: TimeOutForm,
  output: BreakResult,
  idempotent: true,
});

export const selfExclude = endpoint({
  method: 'POST',
  path: 'protection/selfExclude',
  auth: 'required',
  summary:
    'Extension (player protection): self-exclusion for 6, 12, 24 or 60 months, confirmed with the account password and a tick. It starts now and cannot be shortened: every session ends, venue balances are recycled, the balance is returned as one fee-free withdrawal to the named payee, pending bonuses are cancelled and promotional messages stop.',
  input: SelfExclusionForm,
  output: ExclusionResult,
  idempotent: true,
});

export const getStatement = endpoint({
  method: 'GET',
  path: 'protection/getStatement',
  auth: 'required',
  summary:
    'Extension (player protection): the activity statement of the last 6 platform-zone months, the current one first: deposits, withdrawals, stakes, winnings and net.',
  input: NoInput,
  output: z.object({ months: z.array(StatementMonth) }),
});
