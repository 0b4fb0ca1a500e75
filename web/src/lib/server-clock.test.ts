import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteServerTime, onServerClockChange, resetServerClock, serverNow } from './server-clock';

describe('server clock', () => {
  afterEach(() => {
    vi.useRealTimers();
    resetServerClock();
  });

  it('takes the server time as stamped halfway through the round trip, then runs with the device clock', () => {
    vi.useFakeTimers();
    vi.setSystemTime(10_000);
    // Sent at 9,000 and received at 10,000: the server said 12:00:00.000 at about 9,500.
    noteServerTime('2026-11-22T12:00:00.000+08:00', 9_000, 10_000);
    expect(serverNow()).toBe(Date.parse('2026-11-22T12:00:00.500+08:00'));
    vi.setSystemTime(15_000);
    expect(serverNow()).toBe(Date.parse('2026-11-22T12:00:05.500+08:00'));
  });

  it('follows the latest answer, so a mock clock moved by QA is followed at once, and tells its listeners', () => {
    const listener = vi.fn();
    const stop = onServerClockChange(listener);
    noteServerTime('2026-11-22T12:00:00+08:00', 0, 0);
    noteServerTime('2026-11-22T12:05:00+08:00', 0, 0);
    expect(serverNow() - Date.now()).toBeCloseTo(Date.parse('2026-11-22T12:05:00+08:00'), -2);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
    noteServerTime('2026-11-22T12:06:00+08:00', 0, 0);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ignores a time it cannot read and a round trip that ends before it starts', () => {
    noteServerTime('2026-11-22T12:00:00+08:00', 0, 0);
    const before = serverNow() - Date.now();
    noteServerTime('not a time', 0, 0);
    noteServerTime('2026-11-23T12:00:00+08:00', 10, 5);
    expect(serverNow() - Date.now()).toBeCloseTo(before, -2);
  });
});
