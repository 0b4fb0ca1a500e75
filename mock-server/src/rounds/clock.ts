import { DAY_MS, platformDate, startOfPlatformDay } from '@contracts';

/**
 * The round engine of the timed games (lotteries and fast food). Rounds are not stored: they follow
 * from the clock. Round k of a platform-zone day opens at dayStart + (k − 1)·interval, draws at
 * open + interval (the instant the next round opens) and stops taking bets `close` before the draw.
 * Any instant lies in exactly one round, [openAt, drawAt); only orders and cancelled rounds are stored.
 */
export interface RoundTiming {
  /** A whole divisor of a day, so every day starts a round at midnight. */
  intervalMs: number;
  /** Betting closes this long before the draw. */
  closeMs: number;
  /** Before the date in the round's number: "" for lotteries ("20261122-0631"), "FF" for fast food. */
  prefix: string;
}

export interface RoundSlot {
  /** "20261122-0631": prefix, platform-zone date, the round's number that day (1-based, 4 digits). */
  issue: string;
  openAt: number;
  closeAt: number;
  drawAt: number;
}

/** 0 betting, 1 closed (drawing), 2 drawn, 3 cancelled: RoundStatus of the contract. */
export type RoundPhase = 0 | 1 | 2 | 3;

export function timing(intervalSeconds: number, closeSeconds: number, prefix = ''): RoundTiming {
  const intervalMs = intervalSeconds * 1000;
  if (DAY_MS % intervalMs !== 0) throw new Error(`a round interval must divide a day, got ${intervalSeconds} s`);
  if (closeSeconds >= intervalSeconds) throw new Error('betting must be open for part of each round');
  return { intervalMs, closeMs: closeSeconds * 1000, prefix };
}

/** The round that opens at `openAt` (an instant on the round grid of its day). */
export function slotOpeningAt(t: RoundTiming, openAt: number): RoundSlot {
  const day = platformDate(openAt);
  const number = Math.round((openAt - startOfPlatformDay(day)) / t.intervalMs) + 1;
  const drawAt = openAt + t.intervalMs;
  return { issue: `${t.prefix}${day.replaceAll('-', '')}-${String(number).padStart(4, '0')}`, openAt, closeAt: drawAt - t.closeMs, drawAt };
}

/** The round an instant lies in: openAt ≤ ms < drawAt. */
export function slotAt(t: RoundTiming, ms: number): RoundSlot {
  const dayStart = startOfPlatformDay(platformDate(ms));
  return slotOpeningAt(t, dayStart + Math.floor((ms - dayStart) / t.intervalMs) * t.intervalMs);
}

/** The round before (after, for `steps` < 0) the given one, `steps` rounds away. */
export function slotBefore(t: RoundTiming, slot: RoundSlot, steps = 1): RoundSlot {
  return slotOpeningAt(t, slot.openAt - steps * t.intervalMs);
}

const ISSUE = /^(\d{4})(\d{2})(\d{2})-(\d{4})$/;

/** The round a number names, or null when it names none (bad shape, no such date or round that day). */
export function slotOfIssue(t: RoundTiming, issue: string): RoundSlot | null {
  if (!issue.startsWith(t.prefix)) return null;
  const match = ISSUE.exec(issue.slice(t.prefix.length));
  if (!match) return null;
  const [, y, m, d, n] = match;
  const dayStart = startOfPlatformDay(`${y}-${m}-${d}`);
  const number = Number(n);
  if (Number.isNaN(dayStart) || number < 1 || number > DAY_MS / t.intervalMs) return null;
  const slot = slotOpeningAt(t, dayStart + (number - 1) * t.intervalMs);
  // A date like 2026-02-30 parses to another day: the round's own number then differs.
  return slot.issue === issue ? slot : null;
}

/** Where a round stands at `nowMs`, a cancelled round being cancelled whatever the time. */
export function phaseAt(slot: RoundSlot, nowMs: number, cancelled: boolean): RoundPhase {
  if (cancelled) return 3;
  if (nowMs < slot.closeAt) return 0;
  return nowMs < slot.drawAt ? 1 : 2;
}

/** The last round drawn by `nowMs` (the one before the round now open). */
export function lastDrawnSlot(t: RoundTiming, nowMs: number): RoundSlot {
  return slotBefore(t, slotAt(t, nowMs));
}

/**
 * A page of rounds drawn by `nowMs`, newest first, without building the whole list: the rounds of one
 * platform day (`date`) or, without it, of the last `windowDays` platform days.
 */
export function drawnPage(
  t: RoundTiming,
  nowMs: number,
  query: { page: number; pageSize: number; date?: string | undefined; windowDays: number },
): { slots: RoundSlot[]; total: number } {
  const newest = lastDrawnSlot(t, nowMs);
  const from =
    query.date !== undefined ? startOfPlatformDay(query.date) : startOfPlatformDay(platformDate(nowMs)) - (query.windowDays - 1) * DAY_MS;
  const lastOpen = query.date !== undefined ? Math.min(newest.openAt, from + DAY_MS - t.intervalMs) : newest.openAt;
  const total = lastOpen < from ? 0 : Math.floor((lastOpen - from) / t.intervalMs) + 1;
  const start = (query.page - 1) * query.pageSize;
  const count = Math.max(0, Math.min(query.pageSize, total - start));
  const slots = Array.from({ length: count }, (_, i) => slotOpeningAt(t, lastOpen - (start + i) * t.intervalMs));
  return { slots, total };
}
