import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    ['1234.5', '¥1,234.50'],
    ['0.00', '¥0.00'],
    ['100', '¥100.00'],
    ['1234567.89', '¥1,234,567.89'],
    ['-5.20', '-¥5.20'],
    ['0.1', '¥0.10'],
  ])('shows %s as %s, always with 2 decimals', (wire, shown) => {
    expect(formatMoney(wire)).toBe(shown);
  });

  it('never goes through floats (no 0.1 + 0.2 artefacts on large values)', () => {
    expect(formatMoney('9007199254740993.99')).toBe('¥9,007,199,254,740,993.99');
  });

  it('shows a placeholder for something that is not an amount', () => {
    expect(formatMoney('abc')).toBe('¥--');
  });
});
