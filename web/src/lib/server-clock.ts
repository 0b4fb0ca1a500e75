/**
 * The platform clock as this device sees it: `serverNow()` = the device's wall clock + an offset
 * learnt from the `serverTime` of answers. Countdowns read it every time they draw, so they never
 * count ticks: a phone that slept or a tab the browser throttled shows the right time on its next
 * frame, since the wall clock kept running while the page did not. The mock's clock can also be
 * frozen or moved by QA, so the latest answer wins rather than the one with the shortest round trip.
 */
let offsetMs = 0;
const listeners = new Set<() => void>();

/** Learns the offset from an answer: the server stamped it between sending and receiving, taken as the middle. */
export function noteServerTime(serverIso: string, sentAtMs: number, receivedAtMs: number = Date.now()): void {
  const serverMs = Date.parse(serverIso);
  if (!Number.isFinite(serverMs) || receivedAtMs < sentAtMs) return;
  const next = serverMs - (sentAtMs + receivedAtMs) / 2;
  if (Math.abs(next - offsetMs) < 1) return;
  offsetMs = next;
  for (const listener of listeners) listener();
}

/** The platform's "now" in epoch milliseconds. */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Called when the offset changes (a new answer moved it, e.g. the mock's clock jumped). */
export function onServerClockChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Tests start from a device clock equal to the server's. */
export function resetServerClock(): void {
  offsetMs = 0;
}
