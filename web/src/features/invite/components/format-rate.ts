/** A commission rate as a fraction on the wire ("0.0050") shown as a percentage ("0.50%"), without float arithmetic surprises. */
export function formatRate(fraction: string): string {
  const basisPoints = Math.round(Number(fraction) * 10_000);
  return `${(basisPoints / 100).toFixed(2)}%`;
}
