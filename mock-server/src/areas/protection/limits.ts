import { fromFen, toFen, toPlatformIso, type Lang } from '@contracts';
import {
  LIMIT_COOLING_OFF_MS,
  LIMIT_PERIODS,
  LimitKind,
  limitChangeEffect,
  limitKindLabels,
  type LimitChange,
  type LimitForm,
  type LimitPeriod,
  type LimitRef,
  type LimitView,
} from '@contracts/protection/limits';
import type { DomainCtx } from '../../core/domain-ctx';
import { fail, type DomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { allowanceOf } from './checks';
import { instantText, limitPeriod, periodWord } from './periods';
import { limitOf, saveLimit } from './records';
import type { LimitRecord } from './schemas';

const NO_LIMIT = (uid: number, ref: LimitRef): LimitRecord => ({
  ...ref,
  uid,
  amountFen: null,
  pendingFen: null,
  requestedAt: null,
  dueAt: null,
});

function recordOf(world: World, uid: number, ref: LimitRef): LimitRecord {
  return limitOf(world, uid, ref.kind, ref.period) ?? NO_LIMIT(uid, ref);
}

export function limitView(world: World, record: LimitRecord, nowMs: number): LimitView {
  const { uid, kind, period, amountFen } = record;
  const { endMs } = limitPeriod(period, nowMs);
  // Used is shown without a limit too: what a limit would count is what helps a player choose one.
  const allowance = allowanceOf(world, uid, kind, period, amountFen ?? 0, nowMs);
  return {
    kind,
    period,
    amount: amountFen === null ? null : fromFen(amountFen),
    used: fromFen(allowance.usedFen),
    remaining: amountFen === null ? null : fromFen(allowance.remainingFen),
    periodEndsAt: toPlatformIso(endMs),
    pending:
      record.dueAt === null || record.requestedAt === null
        ? null
        : {
            amount: record.pendingFen === null ? null : fromFen(record.pendingFen),
            requestedAt: toPlatformIso(record.requestedAt),
            dueAt: toPlatformIso(record.dueAt),
            confirmable: nowMs >= record.dueAt,
          },
  };
}

/** Every limit of a player, deposit then loss, each day, week, month: the limits page and the control API's list. */
export function limitViews(world: World, uid: number, nowMs: number): LimitView[] {
  return LimitKind.options.flatMap((kind) =>
    LIMIT_PERIODS.map((period) => limitView(world, recordOf(world, uid, { kind, period }), nowMs)),
  );
}

/**
 * protection/setLimit. A first limit, a decrease or the same amount applies now and drops any pending change; a raise or a
 * removal is kept pending for 24 hours (a second one restarts the wait).
 */
export async function setLimit(ctx: DomainCtx, form: LimitForm): Promise<LimitChange> {
  const { world, now, player } = ctx;
  const current = recordOf(world, player.uid, form);
  const wantedFen = form.amount === null ? null : toFen(form.amount);
  // Tightening protects at once; loosening (a raise, a removal) is what the cooling-off period is for.
  const waits = limitChangeEffect(current.amountFen === null ? null : fromFen(current.amountFen), form.amount) === 'wait';
  const next: LimitRecord = waits
    ? { ...current, pendingFen: wantedFen, requestedAt: now, dueAt: now + LIMIT_COOLING_OFF_MS }
    : { ...current, amountFen: wantedFen, pendingFen: null, requestedAt: null, dueAt: null };
  await saveLimit(world, next);
  return { applied: next.dueAt === null ? 'now' : 'pending', limit: limitView(world, next, now) };
}

const refWords = (ref: LimitRef, lang: Lang) => ({
  period: periodWord(ref.period, lang),
  kind: lang === 'en' ? limitKindLabels[ref.kind].en.toLowerCase() : limitKindLabels[ref.kind].zh_hans,
});

/** protection/confirmLimit: the player confirms a pending change once its cooling-off period is over. */
export async function confirmLimit(ctx: DomainCtx, ref: LimitRef): Promise<LimitView | DomainError> {
  const { world, now, player, lang } = ctx;
  const record = recordOf(world, player.uid, ref);
  if (record.dueAt === null) return fail('protection.noPending', refWords(ref, lang));
  if (now < record.dueAt) return fail('protection.notDue', { ...refWords(ref, lang), due: instantText(record.dueAt) });
  const applied: LimitRecord = { ...record, amountFen: record.pendingFen, pendingFen: null, requestedAt: null, dueAt: null };
  await saveLimit(world, applied);
  return limitView(world, applied, now);
}

/** protection/cancelLimit: the pending change is withdrawn; the limit in force stays. */
export async function cancelLimit(ctx: DomainCtx, ref: LimitRef): Promise<LimitView | DomainError> {
  const { world, now, player, lang } = ctx;
  const record = recordOf(world, player.uid, ref);
  if (record.dueAt === null) return fail('protection.noPending', refWords(ref, lang));
  const kept: LimitRecord = { ...record, pendingFen: null, requestedAt: null, dueAt: null };
  await saveLimit(world, kept);
  return limitView(world, kept, now);
}

/** Control API: pending changes made due now (one kind and period, or all of a player's). Answers how many. */
export async function makeDue(world: World, uid: number, nowMs: number, only: Partial<LimitRef>): Promise<number> {
  let due = 0;
  for (const kind of LimitKind.options) {
    for (const period of LIMIT_PERIODS satisfies readonly LimitPeriod[]) {
      if ((only.kind && only.kind !== kind) || (only.period && only.period !== period)) continue;
      const record = limitOf(world, uid, kind, period);
      if (!record || record.dueAt === null) continue;
      await saveLimit(world, { ...record, dueAt: Math.min(record.dueAt, nowMs) });
      due++;
    }
  }
  return due;
}
