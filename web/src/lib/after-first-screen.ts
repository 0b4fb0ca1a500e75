import { useEffect, useState } from 'react';

/**
 * Runs `task` once the first screen has settled: after the window's load event, a second, and an
 * idle moment. The carousel, the scrolling notice bar and pull-to-refresh wait for this, so their chunks
 * (antd-mobile's animation library among them) never compete with the first screen's JS and API calls.
 * Returns a cancel function.
 */
export function afterFirstScreen(task: () => void, delayMs = 1000): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const run = () => {
    timer = window.setTimeout(() => {
      if (cancelled) return;
      if (typeof window.requestIdleCallback === 'function')
        idle = window.requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
      else task();
    }, delayMs);
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
