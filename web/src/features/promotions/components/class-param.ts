/** The promotion tab in the URL (`?class=2`), so Back from a promotion returns to the tab it was opened from. */
export const CLASS_PARAM = 'class';

const CLASSES = new Set([0, 1, 2, 3, 4, 5]);

/** The tab asked for, or 0 (All) for anything else. */
export function classFromSearch(search: URLSearchParams): number {
  const value = Number(search.get(CLASS_PARAM));
  return CLASSES.has(value) ? value : 0;
}
