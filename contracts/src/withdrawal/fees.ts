import { fromFen, toFen, type Money } from '../core/money';
import { cnyToUsdt, percentOfFen } from '../funds/rates';

export interface WithdrawalFeeTerms {
  /** Percentage charged while the turnover requirement is not met ("5" is 5 %). */
  adminFeePercent: string;
  /** The method's handling fee percentage. */
  handlingFeePercent: string;
  /** What turnover is still missing; above zero the administrative fee applies and a warning shows. */
  turnoverShortfall: Money;
  /** Yuan per USDT for USDT withdrawals, otherwise null. */
  rate: string | null;
}

export interface WithdrawalQuote {
  adminFee: Money;
  handlingFee: Money;
  /** amount − fees, never below zero. */
  actualAmount: Money;
  /** The actual amount in USDT for USDT withdrawals. */
  actualUsdt: string | null;
  turnoverWarning: boolean;
}

/**
 * The fees and the actual amount received, as the withdrawal page previews them and the order records
 * them: each fee is its percentage of the amount, rounded half up to the fen.
 */
export function quoteWithdrawal(amount: string, terms: WithdrawalFeeTerms): WithdrawalQuote {
  const fen = toFen(amount);
  const turnoverWarning = toFen(terms.turnoverShortfall) > 0;
  const adminFee = turnoverWarning ? percentOfFen(fen, terms.adminFeePercent) : 0;
  const handlingFee = percentOfFen(fen, terms.handlingFeePercent);
  const actual = Math.max(0, fen - adminFee - handlingFee);
  return {
    adminFee: fromFen(adminFee),
    handlingFee: fromFen(handlingFee),
    actualAmount: fromFen(actual),
    actualUsdt: terms.rate === null ? null : cnyToUsdt(actual, terms.rate),
    turnoverWarning,
  };
}
