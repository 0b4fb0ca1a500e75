import { afterEach, describe, expect, it } from 'vitest';
import { DRAWN_ROUND_POLL_MS, LIVE_ROUNDS_POLL_MS, pollLiveRounds } from './live-rounds';
import { noteServerTime, resetServerClock } from './server-clock';

const at = (ms: number) => new Date(ms).toISOString();
const interval = pollLiveRounds((data: { rounds: Array<{ drawAt: string }> }) => data.rounds);
const withRounds = (...drawAts: number[]) => ({ state: { data: { rounds: drawAts.map((ms) => ({ drawAt: at(ms) })) } } });

describe('pollLiveRounds', () => {
  afterEach(() => resetServerClock());

  it('reads live rounds every 5 s, and every second once any of them is due to be drawn', () => {
    const now = Date.now();
    expect(interval({ state: { data: undefined } })).toBe(LIVE_ROUNDS_POLL_MS);
    expect(interval(withRounds(now + 30_000, now + 150_000))).toBe(LIVE_ROUNDS_POLL_MS);
    expect(interval(withRounds(now + 150_000, now - 1))).toBe(DRAWN_ROUND_POLL_MS);
  });

  it('judges "due" by the server\'s clock, not the device\'s', () => {
    const now = Date.now();
    // The server is a minute ahead (its clock was moved): a draw 30 s away on this device is already due there.
    noteServerTime(at(now + 60_000), now, now);
    expect(interval(withRounds(now + 30_000))).toBe(DRAWN_ROUND_POLL_MS);
  });
});
