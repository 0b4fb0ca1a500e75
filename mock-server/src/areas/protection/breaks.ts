import { fromFen, toPlatformIso } from '@contracts';
import { exclusionEndMs, timeOutEndMs, type SelfExclusionForm, type TimeOutForm } from '@contracts/protection/breaks';
import { PayeeType } from '@contracts/withdrawal/payees';
import { endOtherSessions } from '../../core/auth';
import type { Caller, DomainCtx } from '../../core/domain-ctx';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import { balanceFen, CENTRAL } from '../../core/ledger';
import type { World } from '../../core/store';
import { proveAccountPassword } from '../account';
import { oneClickRecycle } from '../funds';
import { endPlaySessions } from '../games';
import { cancelPendingAwards } from '../welfare';
import { payeesOf, returnBalance } from '../withdrawal';
import { updateProtection } from './records';

/** Every way in ends: the app's sessions and the venues' game sessions. */
function endEverySession(world: World, uid: number, nowMs: number): number {
  endPlaySessions(world, uid);
  return endOtherSessions(world, uid, null, nowMs);
}

/** protection/takeTimeOut: confirmed by the account password; starts now and ends every session. */
export async function takeTimeOut(
  ctx: DomainCtx & Caller,
  form: TimeOutForm,
): Promise<{ until: string; sessionsEnded: number } | DomainError<'password'>> {
  const proved = await proveAccountPassword(ctx, form.password);
  if (proved !== true) return proved;
  return ctx.write(async () => {
    const until = timeOutEndMs(ctx.now, form);
    await updateProtection(ctx.world, ctx.player.uid, (r) => void (r.timeOutUntil = Math.max(until, r.timeOutUntil ?? 0)));
    return { until: toPlatformIso(until), sessionsEnded: endEverySession(ctx.world, ctx.player.uid, ctx.now) };
  });
}

/** Payees the balance can be returned to: those a withdrawal method pays (bank cards and USDT addresses). */
const returnablePayees = (world: World, uid: number) =>
  payeesOf(world, uid).filter((p) => p.type === PayeeType.enum.bankCard || p.type === PayeeType.enum.crypto);

/**
 * protection/selfExclude: confirmed by the account password and the player's tick. In one unit of work: every venue
 * balance is recycled, the central balance is returned as one fee-free withdrawal to the payee named (required when
 * there is a balance and a payee to return it to; without a bound payee the balance is kept for the player), pending
 * bonuses are cancelled, promotional messages stop and every session ends. A refusal undoes all of it.
 */
export async function selfExclude(
  ctx: DomainCtx & Caller,
  form: SelfExclusionForm,
): Promise<
  { until: string; sessionsEnded: number; returnedOrderNo: string | null; returned: string | null } | DomainError<'password' | 'payeeId'>
> {
  const proved = await proveAccountPassword(ctx, form.password);
  if (proved !== true) return proved;
  const { world, player } = ctx;
  return ctx.write(async () => {
    const now = ctx.now;
    await oneClickRecycle(ctx);
    const balance = balanceFen(world, player.uid, CENTRAL);
    let returned: { orderNo: string; amountFen: number } | null = null;
    if (balance > 0 && returnablePayees(world, player.uid).length > 0) {
      if (form.payeeId === undefined) return fail('protection.payeeRequired', { amount: fromFen(balance) }).about('payeeId');
      const order = await returnBalance(world, now, player.uid, form.payeeId, balance);
      if (isDomainError(order)) return order;
      returned = { orderNo: order.orderNo, amountFen: order.amountFen };
    }
    await cancelPendingAwards(world, player.uid);
    const until = exclusionEndMs(now, form.months);
    await updateProtection(world, player.uid, (r) => {
      r.excludedUntil = until;
      r.promotionalMessages = false;
    });
    return {
      until: toPlatformIso(until),
      sessionsEnded: endEverySession(world, player.uid, now),
      returnedOrderNo: returned?.orderNo ?? null,
      returned: returned === null ? null : fromFen(returned.amountFen),
    };
  });
}
