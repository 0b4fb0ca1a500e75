import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent, interpolate } from '@contracts';

describe('one money formatter and one percent formatter, for web and mock', () => {
  it.each([
    ['1234.5', '¥1,234.50'],
    ['0.00', '¥0.00'],
    ['1000000.00', '¥1,000,000.00'],
    ['-5.20', '-¥5.20'],
    ['abc', '¥--'],
  ])('money %s reads %s', (wire, shown) => expect(formatMoney(wire)).toBe(shown));

  it.each([
    ['1.5', '1.5%'],
    ['0.50', '0.5%'],
    ['5', '5%'],
    ['5.00', '5%'],
    ['0', '0%'],
    ['3.65', '3.65%'],
  ])('percent %s reads %s, no space in either language', (wire, shown) => expect(formatPercent(wire)).toBe(shown));

  it('a message names the format beside its placeholder', () => {
    expect(interpolate('at least {{min, money}} ({{rate, percent}}), {{other}}', { min: '1000.00', rate: '1.50', other: 'x' })).toBe(
      'at least ¥1,000.00 (1.5%), x',
    );
    expect(interpolate('{{missing, money}}', {})).toBe('{{missing, money}}');
  });
});
