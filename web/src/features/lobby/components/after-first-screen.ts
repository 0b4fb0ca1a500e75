/**
 * Runs `task` once the first screen has settled: after the window's load event, a second, and an
 * idle moment. The carousel and the scrolling notice bar wait for this, so their chunks (antd-mobile's
 * animation library among them) never compete with the first screen's JS and API calls.
 * Returns a cancel function.
 */
export function afterFirstScreen(task: () => void, delayMs = 1000): () => void {
  let cancelled = false;
  let timer: number | undefined;
  let idle: number | undefined;
  const run = () => {
    timer = window.setTimeout(() => {
      if (cancelled) return;
      if (typeof window.requestIdleCallback === 'function') idle = window.requestIdleCallback(() => !cancelled && task(), { timeout: 2000 });
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
