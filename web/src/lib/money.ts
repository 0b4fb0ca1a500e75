import { formatMoney } from '@contracts/core/format';

/** The one money formatter ("¥1,234.50") lives in the contract, so the mock's messages read the same figures. */
export { formatMoney, formatPercent } from '@contracts/core/format';

/** A signed amount's tone: gains (wins, credits) green, losses (debits) red, zero plain. */
export function winLossTone(amount: string): 'win' | 'loss' | 'even' {
  if (/^-/.test(amount)) return 'loss';
  return /^0+(\.0+)?$/.test(amount) ? 'even' : 'win';
}

/** An amount with its sign: "+¥12.00", "-¥5.00", "¥0.00" (win/lose figures, ledger movements). */
export function signedMoney(amount: string): string {
  return winLossTone(amount) === 'win' ? `+${formatMoney(amount)}` : formatMoney(amount);
}
