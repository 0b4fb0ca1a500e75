import { createHash } from 'node:crypto';
import { numbersFromDigest } from '@contracts/lottery/fair';
import { describe, expect, it } from 'vitest';
import { verifyRound } from './verify-round';

// The expected values are computed here with Node's own hash, independently of the browser code under test.
const sha = (text: string) => createHash('sha256').update(text).digest();

describe('checking a fast-food round in the browser', () => {
  const seed = 'a1b2c3d4e5f6';
  const roundNo = 'FF20261122-0631';
  const ring = 16;
  const position = numbersFromDigest(sha(`${seed}:${roundNo}`), 1, 0, ring - 1)[0] ?? -1;
  const seedHash = sha(seed).toString('hex');

  it('accepts an honest round', async () => {
    expect(await verifyRound({ roundNo, seed, seedHash, ringPosition: position }, ring)).toEqual({
      hashMatches: true,
      position,
      positionMatches: true,
    });
  });

  it('catches a seed that is not the published one, and a light that stopped elsewhere', async () => {
    const check = await verifyRound({ roundNo, seed: 'other', seedHash, ringPosition: (position + 1) % ring }, ring);
    expect(check.hashMatches).toBe(false);
    const moved = await verifyRound({ roundNo, seed, seedHash, ringPosition: (position + 1) % ring }, ring);
    expect(moved).toMatchObject({ hashMatches: true, positionMatches: false, position });
  });
});
