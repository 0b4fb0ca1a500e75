/**
 * "2026-11-22T12:00:00+08:00" → "2026-11-22 12:00:00": times arrive in platform time (+08:00) and
 * are shown as such, whatever the device's zone, so they match what customer service sees.
 */
export function formatPlatformTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso;
}
