import type { World } from '../core/store';

/**
 * Provably fair draws (contracts/src/lottery/fair.ts has the public half). The server secret is
 * SHA-256 of MOCK_LOTTERY_SECRET, or of a constant salt and the world seed: derived whenever needed,
 * never stored in the world, so it is in no export. Each round's seed is HMAC-SHA256(secret,
 * "<game code>:<round number>"); SHA-256(seed) is published from the round's open, the seed only once
 * the round has drawn, and the result comes from SHA-256(resultPreimage(seed, round number)).
 */
const SALT = 'star-harbour-mock/draws/v1';
/** Seeds and digests of this many rounds are kept per world, so a hot game room hashes nothing. */
const CACHE_SIZE = 4096;

export interface RoundFairness {
  /** HMAC-SHA256 of the round, lower-case hex: the seed revealed after the draw. */
  seed: string;
  /** SHA-256(seed), lower-case hex: published before the round opens. */
  seedHash: string;
  /** SHA-256(resultPreimage(seed, issue)): what the result is read from. */
  digest: Uint8Array;
}

const encoder = new TextEncoder();
const hex = (bytes: ArrayBuffer | Uint8Array) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, '0')).join('');

async function sha256(text: string): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(text)));
}

/** SHA-256(text) as lower-case hex, as a verifier computes it. */
export async function sha256Hex(text: string): Promise<string> {
  return hex(await sha256(text));
}

interface WorldDraws {
  key: Promise<CryptoKey>;
  rounds: Map<string, Promise<RoundFairness>>;
}

// Per world object: a reset or import (a new world) starts from its own seed with an empty cache.
const draws = new WeakMap<World, WorldDraws>();

function drawsOf(world: World): WorldDraws {
  let found = draws.get(world);
  if (!found) {
    const secretText = world.config.lotterySecret ?? `${SALT}:${world.seed}`;
    const key = sha256(secretText).then((secret) =>
      crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']),
    );
    found = { key, rounds: new Map() };
    draws.set(world, found);
  }
  return found;
}

async function computeFairness(
  key: Promise<CryptoKey>,
  game: string,
  issue: string,
  preimage: (seed: string) => string,
): Promise<RoundFairness> {
  const seed = hex(await crypto.subtle.sign('HMAC', await key, encoder.encode(`${game}:${issue}`)));
  const [seedHash, digest] = await Promise.all([sha256Hex(seed), sha256(preimage(seed))]);
  return { seed, seedHash, digest };
}

/**
 * The seed, seed hash and result digest of one round of one game (`game` is the lottery's code, or
 * "fastfood"). The caller decides what it may show: the seed only once `now >= drawAt`.
 */
export function fairnessOf(world: World, game: string, issue: string, preimage: (seed: string) => string): Promise<RoundFairness> {
  const state = drawsOf(world);
  const id = `${game}:${issue}`;
  const cached = state.rounds.get(id);
  if (cached) return cached;
  const computed = computeFairness(state.key, game, issue, preimage);
  state.rounds.set(id, computed);
  // Oldest first out: a Map iterates in insertion order.
  if (state.rounds.size > CACHE_SIZE) state.rounds.delete(state.rounds.keys().next().value!);
  return computed;
}
