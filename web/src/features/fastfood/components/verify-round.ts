import { numbersFromDigest, resultPreimage } from '@contracts/lottery/fair';

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

async function sha256(text: string): Promise<ArrayBuffer> {
  return crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
}

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
  const [seedDigest, resultDigest] = await Promise.all([sha256(round.seed), sha256(resultPreimage(round.seed, round.roundNo))]);
  const position = numbersFromDigest(new Uint8Array(resultDigest), 1, 0, ringLength - 1)[0] ?? -1;
  return { hashMatches: hex(seedDigest) === round.seedHash, position, positionMatches: position === round.ringPosition };
}
