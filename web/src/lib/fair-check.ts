import { resultPreimage } from '@contracts/lottery/fair';

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

export interface RevealedRound {
  /** SHA-256(seed), lower-case hex, as computed here. */
  computedHash: string;
  /** It equals the hash the server published before the round opened. */
  hashMatches: boolean;
  /** SHA-256(`${seed}:${roundNo}`): what the round's result is read from (contracts/src/lottery/fair.ts). */
  resultDigest: Uint8Array;
}

/**
 * The half of a provably fair check that every timed game shares (lotteries and fast food), done in
 * the browser with Web Crypto so nothing rests on the server's arithmetic: the revealed seed must hash
 * to the published seed hash, and the result digest comes from the seed and the round's number.
 */
export async function revealRound(seed: string, roundNo: string, seedHash: string): Promise<RevealedRound> {
  const [seedDigest, resultDigest] = await Promise.all([sha256(seed), sha256(resultPreimage(seed, roundNo))]);
  const computedHash = toHex(seedDigest);
  return { computedHash, hashMatches: computedHash === seedHash.toLowerCase(), resultDigest };
}
