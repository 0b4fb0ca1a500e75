import { DAY_MS, platformDate, startOfPlatformDay } from '@contracts/core/time';

/**
 * What this device remembers of a player's daily greetings, by instants on the platform's clock (the mock's, as the
 * app knows it from the server's answers), so a "day" is the platform zone's day whatever the phone's zone or date:
 * - the announcement was seen in this session until the day's end (`seenUntil`, `seenSession`): a reload does not
 *   bring it back, a new login the same day does;
 * - "don't show again today" (`quietUntil`): nothing until the day's end, whichever session;
 * - the sign-in prompt was shown (`promptedUntil`): at most once a day.
 */
export interface GreetingMarks {
  seenUntil?: number;
  seenSession?: string;
  quietUntil?: number;
  promptedUntil?: number;
}

const keyOf = (username: string) => `dailyGreeting:${username}`;

/** The instant the platform day of `nowMs` ends (its next midnight, +08:00). */
export const endOfPlatformDay = (nowMs: number) => startOfPlatformDay(platformDate(nowMs)) + DAY_MS;

const instant = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

export function readMarks(username: string): GreetingMarks {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(username)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const raw = parsed as Record<string, unknown>;
    return {
      seenUntil: instant(raw.seenUntil),
      seenSession: typeof raw.seenSession === 'string' ? raw.seenSession : undefined,
      quietUntil: instant(raw.quietUntil),
      promptedUntil: instant(raw.promptedUntil),
    };
  } catch {
    return {}; // storage disabled or not ours: the greetings show, which is what a first visit does
  }
}

export function writeMarks(username: string, marks: GreetingMarks): void {
  try {
    localStorage.setItem(keyOf(username), JSON.stringify({ ...readMarks(username), ...marks }));
  } catch {
    // private mode: the greetings may show again next time
  }
}

/** The announcement is due unless silenced for today or already seen in this session today. */
export function announcementDue(marks: GreetingMarks, nowMs: number, session: string): boolean {
  if (nowMs < (marks.quietUntil ?? 0)) return false;
  return !(nowMs < (marks.seenUntil ?? 0) && marks.seenSession === session);
}

/** The sign-in prompt is due once a day. */
export const promptDue = (marks: GreetingMarks, nowMs: number) => nowMs >= (marks.promptedUntil ?? 0);
