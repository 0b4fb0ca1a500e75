import { formatPercent } from '@web/lib/money';

/**
 * A commission rate as a fraction on the wire ("0.0050") shown by the one percent formatter ("0.5%"): the
 * decimal point moves two places on the digits, never through a float.
 */
export function formatRate(fraction: string): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(fraction);
  if (!match) return formatPercent(fraction);
  const digits = (match[2] ?? '').padEnd(2, '0');
  return formatPercent(`${match[1]}${digits.slice(0, 2)}.${digits.slice(2) || '0'}`);
}
