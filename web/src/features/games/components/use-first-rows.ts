import { useEffect, useState } from 'react';

/** Cards drawn at first: three rows of four (390 px) or four of three (360 px), more than a phone's first screen. */
export const FIRST_CARDS = 12;

/**
 * How many of `total` cards to draw: the first rows at once (also what the build renders into index.html and the
 * browser hydrates), then the rest a batch at a time when the browser is idle, so no single task of the start
 * draws them all (on a mid-range phone, twenty-four cards at once were one long task).
 */
export function useFirstRows(total: number): number {
  const [limit, setLimit] = useState(FIRST_CARDS);
  useEffect(() => {
    if (limit >= total) return undefined;
    const more = () => setLimit((shown) => shown + FIRST_CARDS);
    if (typeof requestIdleCallback !== 'function') {
      const timer = setTimeout(more, 50);
      return () => clearTimeout(timer);
    }
    const id = requestIdleCallback(more, { timeout: 1000 });
    return () => cancelIdleCallback(id);
  }, [limit, total]);
  return Math.min(limit, total);
}
