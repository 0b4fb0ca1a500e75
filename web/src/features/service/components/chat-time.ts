import { formatPlatformTime } from '@web/lib/platform-time';

/** "12:03" of a platform-time instant: what the conversation shows beside each message. */
export const clockTime = (iso: string) => formatPlatformTime(iso).slice(11, 16);

/** "2026-11-22": the platform day of an instant, for the day dividers of the conversation. */
export const dayOf = (iso: string) => formatPlatformTime(iso).slice(0, 10);
