import { numbersFromDigest } from '@contracts/lottery/fair';
import { revealRound } from '@web/lib/fair-check';

export interface RoundCheck {
  /** SHA-256(seed) equals the hash published before the round. */
  hashMatches: boolean;
  /** The lamp the revealed seed decides, by the contract's own function. */
  position: number;
  /** That lamp is where the light stopped. */
  positionMatches: boolean;
}

/**
 * Checks a drawn round in the browser, as the contract documents it: SHA-256(seed) = seedHash, and
 * ringPosition = numbersFromDigest(SHA-256(`${seed}:${roundNo}`), 1, 0, ringLength − 1)[0].
 */
export async function verifyRound(
  round: { roundNo: string; seed: string; seedHash: string; ringPosition: number | null },
  ringLength: number,
): Promise<RoundCheck> {
  const { hashMatches, resultDigest } = await revealRound(round.seed, round.roundNo, round.seedHash);
  const position = numbersFromDigest(resultDigest, 1, 0, ringLength - 1)[0] ?? -1;
  return { hashMatches, position, positionMatches: position === round.ringPosition };
}
