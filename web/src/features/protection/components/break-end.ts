import { toPlatformIso } from '@contracts/core/time';
import { formatPlatformTime } from '@web/lib/platform-time';

/** An instant in platform time to the minute ("2026-11-29 12:00"), as the login refusal will name it. */
export const formatInstant = (ms: number) => formatPlatformTime(toPlatformIso(ms)).slice(0, 16);
