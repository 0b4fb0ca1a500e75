/**
 * The one money formatter: the wire's decimal string → "¥1,234.50". Works on the digits, never on
 * floats, so "0.10" + rounding surprises cannot happen. Accepts 0–2 decimals ("1234.5" → "¥1,234.50").
 */
export function formatMoney(amount: string, symbol = '¥'): string {
  const match = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(amount.trim());
  if (!match) return `${symbol}--`;
  const [, sign = '', whole = '0', frac = ''] = match;
  const grouped = whole.replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}${symbol}${grouped}.${frac.padEnd(2, '0')}`;
}

/** A signed amount's tone: gains (wins, credits) green, losses (debits) red, zero plain. */
export function winLossTone(amount: string): 'win' | 'loss' | 'even' {
  if (/^-/.test(amount)) return 'loss';
  return /^0+(\.0+)?$/.test(amount) ? 'even' : 'win';
}

/** An amount with its sign: "+¥12.00", "-¥5.00", "¥0.00" (win/lose figures, ledger movements). */
export function signedMoney(amount: string): string {
  return winLossTone(amount) === 'win' ? `+${formatMoney(amount)}` : formatMoney(amount);
}
