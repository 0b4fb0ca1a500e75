import { fromFen } from '@contracts';
import { quoteWithdrawal } from '@contracts/withdrawal/fees';
import { CENTRAL, debit, nextOrderNo } from '../../core/ledger';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import type { World } from '../../core/store';
import { walletSettings } from '../funds';
import { methodForPayee } from './overview';
import { findPayee, payeeLabels } from './payees';
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
  const orderNo = nextOrderNo(world, 'WD', nowMs);
  const held = await debit(world, nowMs, {
    uid,
    wallet: CENTRAL,
    type: 'withdrawal',
    amountFen,
    orderNo,
    remark: 'balance returned at self-exclusion',
  });
  if (isDomainError(held)) throw new Error('returning the whole central balance cannot overdraw it');
  const { withdrawalDelayMs } = walletSettings(world);
  return world.db.withdrawalOrders.create({
    orderNo,
    uid,
    methodId: method.id,
    methodType: method.type,
    payeeId: payee.id,
    payeeLabel: payeeLabels(payee),
    amountFen,
    adminFeeFen: 0,
    handlingFeeFen: 0,
    actualFen: amountFen,
    rate: method.rate,
    actualUsdt: quote.actualUsdt,
    turnoverWarning: false,
    status: 0,
    createdAt: nowMs,
    dueAt: withdrawalDelayMs === null ? null : nowMs + withdrawalDelayMs,
    finishedAt: null,
    remarkKey: '',
  });
}
