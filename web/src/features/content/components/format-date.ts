/**
 * A server instant (ISO 8601 with +08:00) as the platform's local date and time ("2026-11-22 12:00"):
 * the wire already carries the platform zone, so the text is taken as sent, whatever the device's zone.
 */
export function formatDateTime(iso: string): string {
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})/.exec(iso);
  return match ? `${match[1]} ${match[2]}` : iso;
}

/** Only the date part of a server instant. */
export const formatDate = (iso: string) => iso.slice(0, 10);
