/**
 * The lottery's result shapes and the colour game's fixed table, free of zod so the web app's "verify"
 * view can recompute a round (fair.ts) without downloading the schemas. lottery-types.ts re-exports them.
 */

/** 1 dice, 2 five digits, 3 colour (LotteryType). */
export type LotteryTypeCode = 1 | 2 | 3;
/** 1 green, 2 red, 3 violet (Colour). */
export type ColourCode = 1 | 2 | 3;
/** 1 small (0–4), 2 big (5–9) (Size). */
export type SizeCode = 1 | 2;

/** Result digits per type: how many, and their range (inclusive). */
export const RESULT_SHAPES: Record<LotteryTypeCode, { count: number; min: number; max: number }> = {
  1: { count: 3, min: 1, max: 6 },
  2: { count: 5, min: 0, max: 9 },
  3: { count: 1, min: 0, max: 9 },
};

/** The colour game's fixed table: odd numbers green, even red, 0 and 5 also violet. */
export function coloursOf(n: number): ColourCode[] {
  if (n === 0) return [2, 3];
  if (n === 5) return [1, 3];
  return n % 2 === 1 ? [1] : [2];
}
export const sizeOf = (n: number): SizeCode => (n >= 5 ? 2 : 1);

/** Most bet lines in one order (lottery/placeOrder). */
export const LOTTERY_MAX_LINES = 50;
