import { describe, expect, it } from 'vitest';
import { formatRate } from './format-rate';

describe('a commission rate', () => {
  it.each([
    ['0.0050', '0.5%'],
    ['0.01', '1%'],
    ['0.0125', '1.25%'],
    ['1', '100%'],
  ])('%s reads %s, as every other percentage does', (fraction, shown) => expect(formatRate(fraction)).toBe(shown));
});
