/** Spec §9: the spinner shows only if a page takes longer than this. */
export const SPINNER_DELAY_MS = 200;
/** Spec §9: an async page that has not arrived after this is an error (with retry). */
export const PAGE_TIMEOUT_MS = 60_000;
/** Spec §8/§9: a page piece (a lazily loaded part of a page) times out later. */
export const PIECE_TIMEOUT_MS = 120_000;

export type LoadStatus = 'waiting' | 'spinner' | 'ready' | 'error';

export interface TrackOptions {
  timeoutMs: number;
  spinnerDelayMs?: number;
}

export interface TrackCallbacks<T> {
  onStatus: (status: LoadStatus) => void;
  onReady: (value: T) => void;
  onError: (error: unknown) => void;
}

/**
 * Runs one load and reports what the screen should show: nothing for the first 200 ms (a fast chunk
 * never flashes a spinner), then a spinner, then an error once the time-out passes or the load fails.
 * A module that arrives after the time-out is ignored for this attempt; retry starts a new one.
 * Returns a cancel function (unmount).
 */
export function trackLoad<T>(load: () => Promise<T>, options: TrackOptions, callbacks: TrackCallbacks<T>): () => void {
  let settled = false;
  const settle = () => {
    settled = true;
    clearTimeout(spinnerTimer);
    clearTimeout(timeoutTimer);
  };
  callbacks.onStatus('waiting');
  const spinnerTimer = setTimeout(() => {
    if (!settled) callbacks.onStatus('spinner');
  }, options.spinnerDelayMs ?? SPINNER_DELAY_MS);
  const timeoutTimer = setTimeout(() => {
    if (settled) return;
    settle();
    callbacks.onStatus('error');
    callbacks.onError(new Error(`not loaded within ${options.timeoutMs} ms`));
  }, options.timeoutMs);

  load().then(
    (value) => {
      if (settled) return;
      settle();
      callbacks.onReady(value);
      callbacks.onStatus('ready');
    },
    (error: unknown) => {
      if (settled) return;
      settle();
      callbacks.onStatus('error');
      callbacks.onError(error);
    },
  );
  return settle;
}
