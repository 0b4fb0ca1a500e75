import { resultFromDigest } from '@contracts/lottery/fair';
import type { LotteryTypeCode } from '@contracts/lottery/shapes';
import { revealRound } from '@web/lib/fair-check';

/** What the player needs to check a round: its issue, the hash published before it, the seed revealed after. */
export interface RoundToVerify {
  issue: string;
  seedHash: string;
  seed: string | null;
  result: number[] | null;
}

export type Verification =
  { state: 'unrevealed' } | { state: 'checked'; computedHash: string; hashMatches: boolean; recomputed: number[]; resultMatches: boolean };

/**
 * Recomputes a round in the browser with the contract's own function (fair.ts): SHA-256(seed) must be
 * the hash published before the round opened, and resultFromDigest(SHA-256(seed:issue)) must be the
 * published result. Web Crypto only, so nothing is taken on trust from the server's arithmetic.
 */
export async function verifyRound(round: RoundToVerify, type: LotteryTypeCode): Promise<Verification> {
  if (round.seed === null) return { state: 'unrevealed' };
  const { computedHash, hashMatches, resultDigest } = await revealRound(round.seed, round.issue, round.seedHash);
  const recomputed = resultFromDigest(resultDigest, type);
  const published = round.result ?? [];
  return {
    state: 'checked',
    computedHash,
    hashMatches,
    recomputed,
    resultMatches: recomputed.length === published.length && recomputed.every((n, i) => n === published[i]),
  };
}
