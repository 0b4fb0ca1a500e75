import { createHash } from 'node:crypto';
import { resultFromDigest, resultPreimage } from '@contracts/lottery/fair';
import { describe, expect, it } from 'vitest';
import { verifyRound } from './verify';

// An independent SHA-256 (Node's) builds honest rounds; verifyRound must agree using Web Crypto.
const sha = (text: string) => createHash('sha256').update(text).digest();
function honestRound(seed: string, issue: string, type: 1 | 2 | 3) {
  return {
    issue,
    seed,
    seedHash: sha(seed).toString('hex'),
    result: resultFromDigest(new Uint8Array(sha(resultPreimage(seed, issue))), type),
  };
}

describe('verifyRound', () => {
  it('hashes the seed with SHA-256 (the standard test vector)', async () => {
    const verdict = await verifyRound(
      { issue: '20261122-0001', seed: 'abc', seedHash: 'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad', result: [] },
      1,
    );
    expect(verdict.state === 'checked' && verdict.computedHash).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(verdict.state === 'checked' && verdict.hashMatches).toBe(true);
  });

  it.each([1, 2, 3] as const)('confirms an honest round of type %i', async (type) => {
    const round = honestRound('f3a1c9d2e8b74a60', '20261122-0631', type);
    const verdict = await verifyRound(round, type);
    expect(verdict).toEqual({
      state: 'checked',
      computedHash: round.seedHash,
      hashMatches: true,
      recomputed: round.result,
      resultMatches: true,
    });
  });

  it('catches a seed that does not match the published hash', async () => {
    const round = { ...honestRound('seed-one', '20261122-0002', 1), seedHash: sha('another seed').toString('hex') };
    const verdict = await verifyRound(round, 1);
    expect(verdict.state === 'checked' && verdict.hashMatches).toBe(false);
    expect(verdict.state === 'checked' && verdict.resultMatches).toBe(true);
  });

  it('catches a published result the seed does not give (and a result of the wrong length)', async () => {
    const round = honestRound('seed-two', '20261122-0003', 2);
    const changed = round.result.map((n, i) => (i === 0 ? (n + 1) % 10 : n));
    expect(await verifyRound({ ...round, result: changed }, 2)).toMatchObject({ hashMatches: true, resultMatches: false });
    expect(await verifyRound({ ...round, result: round.result.slice(0, 4) }, 2)).toMatchObject({ resultMatches: false });
    // The same seed under another issue gives another result: the issue is part of the preimage.
    expect(await verifyRound({ ...round, issue: '20261122-0004' }, 2)).toMatchObject({ hashMatches: true });
  });

  it('does not pretend to check a round whose seed is not revealed yet', async () => {
    expect(await verifyRound({ issue: '20261122-0005', seed: null, seedHash: 'a'.repeat(64), result: null }, 3)).toEqual({
      state: 'unrevealed',
    });
  });
});
