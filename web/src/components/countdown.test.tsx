// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noteServerTime, resetServerClock, serverNow } from '@web/lib/server-clock';
import { Countdown, formatRemaining, phaseAt, usePhase } from './countdown';

const T0 = Date.parse('2026-11-22T12:00:00.000+08:00');

function Phase({ closeAt, drawAt, onRender }: { closeAt: string; drawAt: string; onRender: () => void }) {
  const phase = usePhase(closeAt, drawAt);
  onRender();
  return <p>{phase}</p>;
}

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(T0);
    resetServerClock();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('formats seconds as mm:ss and h:mm:ss', () => {
    expect(formatRemaining(65)).toBe('01:05');
    expect(formatRemaining(0)).toBe('00:00');
    expect(formatRemaining(-3)).toBe('00:00');
    expect(formatRemaining(3723)).toBe('1:02:03');
  });

  it('counts from the server clock, not the device clock', () => {
    // The device is 30 s behind the server: 50 s left by the server, not 80.
    noteServerTime('2026-11-22T12:00:30.000+08:00', T0 - 10, T0 + 10);
    expect(serverNow()).toBe(T0 + 30_000);
    render(<Countdown to="2026-11-22T12:01:20+08:00" />);
    expect(screen.getByText('00:50')).toBeTruthy();
  });

  it('is right after timers stopped for a minute (a hidden tab): it reads the clock, it does not count ticks', () => {
    const onEnd = vi.fn();
    render(<Countdown to="2026-11-22T12:02:00+08:00" onEnd={onEnd} />);
    expect(screen.getByText('02:00')).toBeTruthy();
    // The wall clock runs 61 s while no timer fires, as when a browser suspends a background tab.
    vi.setSystemTime(T0 + 61_000);
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(screen.getByText('00:59')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(59_100);
    });
    expect(screen.getByText('00:00')).toBeTruthy();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('re-renders its caller only when the phase changes', () => {
    const renders = vi.fn();
    render(<Phase closeAt="2026-11-22T12:00:50+08:00" drawAt="2026-11-22T12:01:00+08:00" onRender={renders} />);
    expect(screen.getByText('betting')).toBeTruthy();
    const before = renders.mock.calls.length;
    act(() => {
      vi.advanceTimersByTime(30_000);
    });
    expect(renders.mock.calls.length).toBe(before);
    act(() => {
      vi.advanceTimersByTime(21_000);
    });
    expect(screen.getByText('closed')).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByText('drawn')).toBeTruthy();
    expect(renders.mock.calls.length).toBe(before + 2);
  });

  it('names the phase of an instant', () => {
    expect(phaseAt(1, 2, 3)).toBe('betting');
    expect(phaseAt(2, 2, 3)).toBe('closed');
    expect(phaseAt(3, 2, 3)).toBe('drawn');
  });
});
