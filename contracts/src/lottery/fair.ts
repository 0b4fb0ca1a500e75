import { RESULT_SHAPES, type LotteryTypeCode } from './shapes';

/**
 * Turns a SHA-256 digest into `count` numbers in [min, max]. Shared by the mock (which draws) and the
 * web (which lets a player verify a revealed seed), so both derive the same result. Bytes that would
 * bias the modulo are skipped; if a digest ever ran out of usable bytes the remainder falls back to
 * plain modulo of the bytes in order, which keeps the function total.
 */
export function numbersFromDigest(digest: Uint8Array, count: number, min: number, max: number): number[] {
  const range = max - min + 1;
  const limit = Math.floor(256 / range) * range;
  const out: number[] = [];
  for (const byte of digest) {
    if (out.length === count) break;
    if (byte < limit) out.push(min + (byte % range));
  }
  for (let i = 0; out.length < count; i++) out.push(min + ((digest[i % digest.length] ?? 0) % range));
  return out;
}

/** A lottery result from SHA-256(`${seed}:${issue}`), the round's revealed seed and its issue. */
export function resultFromDigest(digest: Uint8Array, type: LotteryTypeCode): number[] {
  const { count, min, max } = RESULT_SHAPES[type];
  return numbersFromDigest(digest, count, min, max);
}

/** The text whose SHA-256 decides a round: separate from SHA-256(seed), which is published in advance. */
export const resultPreimage = (seed: string, roundNo: string) => `${seed}:${roundNo}`;
