import { verifyPassword } from '../../core/auth';
import { failRecorded, type DomainError } from '../../core/errors';
import type { Caller, VisitorCtx } from '../../core/domain-ctx';
import type { MessageKey } from '../../messages';

/**
 * One failure budget per secret, shared by every call that checks it (login, user/resetpwd,
 * user/resetsecondarypwd, withdraw/submit): a guess through one door counts at the others, and only
 * the right secret itself resets its count.
 * - The login password is counted per client and account: a guesser elsewhere slows only themself
 *   and never locks the owner out of their own account.
 * - The withdrawal password is counted per player: only someone holding the player's session can try it.
 * After `free` failures each further one makes the counted party wait, twice as long each time up to
 * `maxWaitMs` (clock time); while waiting, the secret is not even checked.
 */
export type SecretRef = { kind: 'login'; usernameKey: string; client: string } | { kind: 'withdrawal'; uid: number };

interface Policy {
  free: number;
  firstWaitMs: number;
  maxWaitMs: number;
  /** This failure makes them wait; they are waiting. */
  waitNow: MessageKey;
  waiting: MessageKey;
}

const MINUTE = 60_000;
export const SECRET_POLICIES: Record<SecretRef['kind'], Policy> = {
  login: { free: 5, firstWaitMs: MINUTE, maxWaitMs: 30 * MINUTE, waitNow: 'login.waitNow', waiting: 'login.waiting' },
  withdrawal: {
    free: 5,
    firstWaitMs: 30 * MINUTE,
    maxWaitMs: 30 * MINUTE,
    waitNow: 'withdraw.passwordLockedNow',
    waiting: 'withdraw.passwordLocked',
  },
};

const keyOf = (ref: SecretRef) => (ref.kind === 'login' ? `login ${ref.usernameKey} ${ref.client}` : `withdrawal ${ref.uid}`);

/** How long the Nth consecutive failure makes the counted party wait (0 within the free ones). */
export function waitAfter(policy: Policy, failures: number): number {
  if (failures < policy.free) return 0;
  return Math.min(policy.firstWaitMs * 2 ** Math.min(failures - policy.free, 30), policy.maxWaitMs);
}

const minutesUntil = (untilMs: number, nowMs: number) => Math.max(1, Math.ceil((untilMs - nowMs) / MINUTE));

type Ctx = Pick<VisitorCtx, 'world' | 'now'> & Pick<Caller, 'write'>;

/**
 * Tries CANDIDATE against one secret (HASH null when there is none: the answer takes as long): true,
 * or the refusal. The attempt is counted as a failure before the hash is checked, under the write lock,
 * so twenty guesses at once spend twenty of the budget, not one; the check itself runs outside the lock
 * when the handler locks itself. `wrong` is the path's own "incorrect" message (given `left` and `minutes`) and the
 * input that held the candidate, which that refusal is about; a wait is about no input (the secret was not even checked).
 */
export async function proveSecret<F extends string>(
  ctx: Ctx,
  ref: SecretRef,
  hash: string | null,
  candidate: string,
  wrong: { key: MessageKey; field: F },
): Promise<true | DomainError<F>> {
  const { world, now } = ctx;
  const key = keyOf(ref);
  const policy = SECRET_POLICIES[ref.kind];
  type Counted = { admitted: false; waitUntil: number } | { admitted: true; failures: number; waitUntil: number | null };
  const counted = await ctx.write(async (): Promise<Counted> => {
    const guard = world.db.secretGuards.findFirst((q) => q.where({ key }));
    if (guard?.waitUntil != null && guard.waitUntil > now) return { admitted: false, waitUntil: guard.waitUntil };
    const failures = (guard?.failures ?? 0) + 1;
    const wait = waitAfter(policy, failures);
    const waitUntil = wait > 0 ? now + wait : null;
    if (guard) await world.db.secretGuards.update((q) => q.where({ key }), { data: (g) => void Object.assign(g, { failures, waitUntil }) });
    else await world.db.secretGuards.create({ key, failures, waitUntil });
    return { admitted: true, failures, waitUntil };
  });
  if (!counted.admitted) return failRecorded(policy.waiting, { minutes: minutesUntil(counted.waitUntil, now) });

  if (await verifyPassword(candidate, hash)) {
    await ctx.write(() => world.db.secretGuards.delete((q) => q.where({ key })));
    return true;
  }
  if (counted.waitUntil != null) return failRecorded(policy.waitNow, { minutes: minutesUntil(counted.waitUntil, now) });
  return failRecorded(wrong.key, { left: policy.free - counted.failures, minutes: minutesUntil(now + policy.firstWaitMs, now) }).about(
    wrong.field,
  );
}

/** Whether a refusal of proveSecret says the secret was not checked because its party must wait. */
export const isWaiting = (refusal: DomainError<string>) => Object.values(SECRET_POLICIES).some((policy) => policy.waiting === refusal.key);
