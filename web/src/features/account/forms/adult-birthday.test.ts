import { isOver18 } from '@contracts/rules/personal-data';
import { describe, expect, it } from 'vitest';
import { latestAdultBirthday } from './adult-birthday';

const at = (iso: string) => Date.parse(iso);

describe('latestAdultBirthday', () => {
  it('is the day 18 years ago in the platform zone, and the contract agrees it is over 18 and the next day is not', () => {
    const now = at('2026-11-22T12:00:00+08:00');
    expect(latestAdultBirthday(now)).toBe('2008-11-22');
    expect(isOver18('2008-11-22', now)).toBe(true);
    expect(isOver18('2008-11-23', now)).toBe(false);
  });

  it('follows the platform day, not UTC: 00:30 in Shanghai is already the next day', () => {
    expect(latestAdultBirthday(at('2026-11-22T16:30:00Z'))).toBe('2008-11-23');
  });

  it('maps 29 February to the 28th in a year without it', () => {
    const now = at('2028-02-29T10:00:00+08:00');
    expect(latestAdultBirthday(now)).toBe('2010-02-28');
    expect(isOver18('2010-02-28', now)).toBe(true);
  });
});
