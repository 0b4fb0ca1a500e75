import { describe, expect, it } from 'vitest';
import { exclusionEndMs, timeOutEndMs } from '../src/protection/breaks';

const at = (iso: string) => Date.parse(iso);

describe('when a break ends (the page shows it, the server keeps it)', () => {
  it('ends a self-exclusion the same wall time, calendar months later in the platform zone', () => {
    expect(exclusionEndMs(at('2026-11-22T12:00:00+08:00'), 6)).toBe(at('2027-05-22T12:00:00+08:00'));
    expect(exclusionEndMs(at('2026-11-22T12:00:00+08:00'), 60)).toBe(at('2031-11-22T12:00:00+08:00'));
    // 31 August + 6 months is the last day of February; platform midnight is 16:00 UTC the day before.
    expect(exclusionEndMs(at('2026-08-31T00:30:00+08:00'), 6)).toBe(at('2027-02-28T00:30:00+08:00'));
  });

  it('ends a time-out whole 24-hour days later', () => {
    expect(timeOutEndMs(at('2026-11-22T12:00:00+08:00'), { length: 'week' })).toBe(at('2026-11-29T12:00:00+08:00'));
    expect(timeOutEndMs(at('2026-11-22T12:00:00+08:00'), { length: 'days', days: 42 })).toBe(at('2027-01-03T12:00:00+08:00'));
  });
});
