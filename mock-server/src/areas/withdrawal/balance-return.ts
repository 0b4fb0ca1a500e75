import { fromFen } from '@contracts';
import { quoteWithdrawal } from '@contracts/withdrawal/fees';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { openWithdrawalOrder } from './orders';
import { methodForPayee } from './overview';
import { findPayee } from './payees';
import type { WithdrawalOrderRecord } from './schemas';

/**
 * Returns a player's whole central balance to one of their bound payees as a withdrawal order, as self-exclusion does:
 * it is the player's own money going back, not a withdrawal they chose, so no administrative or handling fee, no
 * daily quota and no withdrawal password (the account password confirmed the exclusion). The clock pays it like any
 * other withdrawal, and the control API can pay or reject it (a rejection refunds the central wallet).
 */
export async function returnBalance(
  world: World,
  nowMs: number,
  uid: number,
  payeeId: number,
  amountFen: number,
): Promise<WithdrawalOrderRecord | DomainError<'payeeId'>> {
  const payee = findPayee(world, uid, payeeId);
  const method = payee && methodForPayee(payee.type);
  if (!payee || !method) return fail('protection.payeeUnknown').about('payeeId');
  const quote = quoteWithdrawal(fromFen(amountFen), {
    adminFeePercent: '0',
    handlingFeePercent: '0',
    turnoverShortfall: '0.00',
    rate: method.rate,
  });
  const order = await openWithdrawalOrder(world, nowMs, {
    uid,
    method,
    payee,
    amountFen,
    quote,
    remark: 'balance returned at self-exclusion',
  });
  if (isDomainError(order)) throw new Error('returning the whole central balance cannot overdraw it');
  return order;
}
