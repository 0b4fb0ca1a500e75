import { z } from 'zod';

/** The platform's time zone: date presets and the 30-day / 7-day windows are computed in it. */
export const PLATFORM_TIME_ZONE = 'Asia/Shanghai';
export const PLATFORM_OFFSET = '+08:00';
const OFFSET_MS = 8 * 3600_000;

/** ISO 8601 with an explicit offset: "2026-11-22T10:30:00+08:00". */
export const IsoDateTime = z.iso.datetime({ offset: true }).meta({ id: 'IsoDateTime' });
export type IsoDateTime = z.infer<typeof IsoDateTime>;
/** A calendar date in the platform zone: "2026-11-22". */
export const IsoDate = z.iso.date().meta({ id: 'IsoDate' });

/** Formats an instant as platform-zone ISO 8601 ("…+08:00"). */
export function toPlatformIso(ms: number): string {
  const shifted = new Date(ms + OFFSET_MS).toISOString(); // "YYYY-MM-DDTHH:mm:ss.sssZ" in +08:00 wall time
  return `${shifted.slice(0, 19)}${PLATFORM_OFFSET}`;
}

/**
 * The same with milliseconds ("2026-11-22T10:30:00.250+08:00"), for a clock a client counts down from: the
 * lottery and fast-food rooms' `serverTime`, where a whole second of truncation would end a countdown early.
 */
export function toPlatformIsoMillis(ms: number): string {
  const shifted = new Date(ms + OFFSET_MS).toISOString();
  return `${shifted.slice(0, 23)}${PLATFORM_OFFSET}`;
}

/** The platform-zone calendar date of an instant ("2026-11-22"). */
export function platformDate(ms: number): string {
  return new Date(ms + OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant at which a platform-zone calendar date starts. */
export function startOfPlatformDay(date: string): number {
  return Date.parse(`${date}T00:00:00${PLATFORM_OFFSET}`);
}

export const DAY_MS = 86_400_000;
