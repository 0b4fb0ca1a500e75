import { resultFromDigest, resultPreimage } from '@contracts/lottery/fair';
import type { LotteryTypeCode } from '@contracts/lottery/shapes';

/** What the player needs to check a round: its issue, the hash published before it, the seed revealed after. */
export interface RoundToVerify {
  issue: string;
  seedHash: string;
  seed: string | null;
  result: number[] | null;
}

export type Verification =
  | { state: 'unrevealed' }
  | { state: 'checked'; computedHash: string; hashMatches: boolean; recomputed: number[]; resultMatches: boolean };

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * Recomputes a round in the browser with the contract's own function (fair.ts): SHA-256(seed) must be
 * the hash published before the round opened, and resultFromDigest(SHA-256(seed:issue)) must be the
 * published result. Web Crypto only, so nothing is taken on trust from the server's arithmetic.
 */
export async function verifyRound(round: RoundToVerify, type: LotteryTypeCode): Promise<Verification> {
  if (round.seed === null) return { state: 'unrevealed' };
  const computedHash = toHex(await sha256(round.seed));
  const recomputed = resultFromDigest(await sha256(resultPreimage(round.seed, round.issue)), type);
  const published = round.result ?? [];
  return {
    state: 'checked',
    computedHash,
    hashMatches: computedHash === round.seedHash.toLowerCase(),
    recomputed,
    resultMatches: recomputed.length === published.length && recomputed.every((n, i) => n === published[i]),
  };
}
