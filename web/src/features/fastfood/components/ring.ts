/**
 * The ring of lamps: lamp i sits at i × (360 / n) degrees clockwise from the top. The light is one
 * pointer turning round the ring's centre; it only ever turns forward, so every draw it runs at least
 * `laps` whole turns and stops on the winning lamp.
 */
export const lampAngle = (index: number, count: number) => (index * 360) / count;

/**
 * The light's next rotation (degrees, cumulative) from where it stands to lamp `target`: whole laps
 * first, then forward to the lamp. From a fresh page (rotation 0, the top lamp) as from a previous stop.
 */
export function lightRotation(current: number, target: number, count: number, laps: number): number {
  const step = 360 / count;
  const standing = ((Math.round(current / step) % count) + count) % count;
  const ahead = (((target - standing) % count) + count) % count;
  return current + laps * 360 + ahead * step;
}

/** The rotation that shows lamp `target` without running (first paint, reduced motion). */
export const restingRotation = (target: number, count: number) => lampAngle(target, count);

/** Lamps that show a given item (the ring may repeat an item). */
export function lampsOf(ring: readonly number[], itemId: number): number[] {
  return ring.flatMap((id, index) => (id === itemId ? [index] : []));
}
