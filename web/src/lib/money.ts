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
