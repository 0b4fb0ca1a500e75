import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TIMEOUT_MS, PIECE_TIMEOUT_MS, trackLoad, type LoadStatus } from './lazy-timing';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function track(load: () => Promise<string>, timeoutMs = PAGE_TIMEOUT_MS) {
  const statuses: LoadStatus[] = [];
  const ready = vi.fn();
  const error = vi.fn();
  const cancel = trackLoad(load, { timeoutMs }, { onStatus: (s) => statuses.push(s), onReady: ready, onError: error });
  return { statuses, ready, error, cancel };
}

describe('lazy page timing', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('a chunk that arrives within 200 ms never shows the spinner', async () => {
    const chunk = deferred<string>();
    const t = track(() => chunk.promise);
    await vi.advanceTimersByTimeAsync(150);
    chunk.resolve('page');
    await vi.advanceTimersByTimeAsync(1000);
    expect(t.statuses).toEqual(['waiting', 'ready']);
    expect(t.ready).toHaveBeenCalledWith('page');
  });

  it('shows the spinner only after 200 ms', async () => {
    const chunk = deferred<string>();
    const t = track(() => chunk.promise);
    await vi.advanceTimersByTimeAsync(199);
    expect(t.statuses).toEqual(['waiting']);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.statuses).toEqual(['waiting', 'spinner']);
    chunk.resolve('page');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.statuses).toEqual(['waiting', 'spinner', 'ready']);
  });

  it('an async page not arrived in 60 s is an error; arriving later changes nothing', async () => {
    const chunk = deferred<string>();
    const t = track(() => chunk.promise);
    await vi.advanceTimersByTimeAsync(PAGE_TIMEOUT_MS - 1);
    expect(t.statuses.at(-1)).toBe('spinner');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.statuses.at(-1)).toBe('error');
    chunk.resolve('late');
    await vi.advanceTimersByTimeAsync(0);
    expect(t.ready).not.toHaveBeenCalled();
    expect(t.statuses.at(-1)).toBe('error');
  });

  it('a page piece gets 120 s', async () => {
    const t = track(() => new Promise<string>(() => undefined), PIECE_TIMEOUT_MS);
    await vi.advanceTimersByTimeAsync(PAGE_TIMEOUT_MS);
    expect(t.statuses.at(-1)).toBe('spinner');
    await vi.advanceTimersByTimeAsync(PIECE_TIMEOUT_MS - PAGE_TIMEOUT_MS);
    expect(t.statuses.at(-1)).toBe('error');
  });

  it('a failed import is an error at once, and a retry (a new load) can succeed', async () => {
    const first = track(() => Promise.reject(new Error('chunk 404')));
    await vi.advanceTimersByTimeAsync(0);
    expect(first.statuses).toEqual(['waiting', 'error']);
    expect(first.error).toHaveBeenCalled();
    const retry = track(() => Promise.resolve('page'));
    await vi.advanceTimersByTimeAsync(0);
    expect(retry.statuses).toEqual(['waiting', 'ready']);
  });

  it('cancel (unmount) stops every timer', async () => {
    const t = track(() => new Promise<string>(() => undefined));
    t.cancel();
    await vi.advanceTimersByTimeAsync(PAGE_TIMEOUT_MS * 2);
    expect(t.statuses).toEqual(['waiting']);
  });
});
