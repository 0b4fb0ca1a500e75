import { platformDate } from '@contracts/core/time';

const EARLIEST_BIRTHDAY = '1900-01-01';

/**
 * The latest date of birth of someone who is 18 on the platform day of `nowMs` (the contract's
 * isOver18: their 18th birthday has begun). 29 February maps to the 28th in a year without it.
 */
export function latestAdultBirthday(nowMs: number): string {
  const [y, m, d] = platformDate(nowMs).split('-').map(Number) as [number, number, number];
  const year = y - 18;
  const lastDay = new Date(Date.UTC(year, m, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** The date picker's bounds: nobody under 18 can be picked. */
export const birthdayBounds = (nowMs: number) => ({ min: EARLIEST_BIRTHDAY, max: latestAdultBirthday(nowMs) });
