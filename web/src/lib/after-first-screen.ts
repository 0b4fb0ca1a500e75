import { useEffect, useState } from 'react';

/** How long the network must have been quiet (no request started) for the first screen to count as settled. */
const QUIET_MS = 700;
/** A page that keeps asking (a countdown's polls) still gets its extras this long after the load event. */
const MAX_WAIT_MS = 5000;

/** When the page last started a request (script, stylesheet, image or API call), in page time. */
function lastRequestAt(): number {
  let last = 0;
  if (typeof performance.getEntriesByType !== 'function') return last;
  for (const entry of performance.getEntriesByType('resource')) last = Math.max(last, entry.startTime);
  return last;
}

/**
 * Runs `task` once the first screen has settled: after the window's load event, a second, a quiet network (no
 * request started for QUIET_MS, so what the screen itself asks for is never delayed by extras, and a phone that only
 * looks at it downloads no more before it goes idle) and an idle moment. The carousel, the scrolling notice bar and
 * pull-to-refresh wait for this, so their chunks (antd-mobile's animation library among them) never compete with
 * the first screen's JS and API calls. Returns a cancel function.
 */
export function afterFirstScreen(task: () => void, delayMs = 1000): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const whenIdle = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
    else task();
  };
  const whenQuiet = (loadedAt: number) => {
    if (cancelled) return;
    const now = performance.now();
    const quietFor = now - lastRequestAt();
    if (quietFor >= QUIET_MS || now - loadedAt >= MAX_WAIT_MS) whenIdle();
    else timer = window.setTimeout(() => whenQuiet(loadedAt), QUIET_MS - quietFor);
  };
  const run = () => {
    const loadedAt = performance.now();
    timer = window.setTimeout(() => whenQuiet(loadedAt), delayMs);
  };
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    if (timer !== undefined) window.clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback?.(idle);
  };
}

/** Modules useAfterFirstScreen has loaded, by their loader. */
const arrived = new Map<() => Promise<unknown>, unknown>();

/**
 * A module loaded once the first screen has settled (afterFirstScreen), when `wanted`: undefined until it has
 * arrived, and for good if it fails (what needs it is an extra the page works without). Once loaded, later
 * callers get it at once.
 */
export function useAfterFirstScreen<T>(load: () => Promise<T>, wanted = true): T | undefined {
  const [loaded, setLoaded] = useState<T | undefined>(() => arrived.get(load) as T | undefined);
  useEffect(() => {
    if (!wanted || loaded !== undefined) return undefined;
    let live = true;
    const cancel = afterFirstScreen(() => {
      load().then(
        (module) => {
          arrived.set(load, module);
          if (live) setLoaded(() => module);
        },
        () => undefined,
      );
    });
    return () => {
      live = false;
      cancel();
    };
  }, [load, wanted, loaded]);
  return loaded;
}
