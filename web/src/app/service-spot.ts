/**
 * Where the floating service button sits: its top-left corner in CSS pixels, kept inside the screen and clear of
 * the header above and the tab bar below, remembered on this device (localStorage) so it stays where it was put.
 */
export interface Spot {
  x: number;
  y: number;
}

export interface Bounds {
  width: number;
  height: number;
  /** What the page's header takes at the top. */
  top: number;
  /** What the tab bar (or nothing) takes at the bottom. */
  bottom: number;
}

export const BUTTON_SIZE = 52;
/** The gap the button keeps from every edge. */
export const EDGE_GAP = 8;
const STORAGE_KEY = 'serviceButtonSpot';

/** The nearest spot inside the bounds. */
export function clampSpot(spot: Spot, bounds: Bounds): Spot {
  const maxX = Math.max(EDGE_GAP, bounds.width - BUTTON_SIZE - EDGE_GAP);
  const minY = bounds.top + EDGE_GAP;
  const maxY = Math.max(minY, bounds.height - bounds.bottom - BUTTON_SIZE - EDGE_GAP);
  return { x: Math.round(Math.min(Math.max(spot.x, EDGE_GAP), maxX)), y: Math.round(Math.min(Math.max(spot.y, minY), maxY)) };
}

/** Until the player moves it: at the right edge, a little above the tab bar, where a thumb reaches and nothing else is. */
export function defaultSpot(bounds: Bounds): Spot {
  return clampSpot({ x: bounds.width, y: bounds.height - bounds.bottom - BUTTON_SIZE - 24 }, bounds);
}

export function readSpot(): Spot | undefined {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { x, y } = parsed as Record<string, unknown>;
    return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y) ? { x, y } : undefined;
  } catch {
    return undefined; // storage disabled or a value that is not ours: the default spot
  }
}

export function saveSpot(spot: Spot): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(spot));
  } catch {
    // private mode: the spot lasts as long as the page
  }
}
