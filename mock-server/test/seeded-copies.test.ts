import { describe, expect, it } from 'vitest';
import { auditLedger, balanceFen, CENTRAL, post } from '@mock/core/ledger';
import { exportWorld, seedWorld } from '@mock/core/store';
import { WORLD_SHAPE } from '@mock/areas/world';
import { findPlayerByUsername } from '@mock/areas/account/players';

const NOW = Date.parse('2026-11-22T12:00:00+08:00');

/** Seeding runs once per seed, start and settings in a process; later worlds are copies of its snapshot. */
describe('a seeded world and its copies', () => {
  it('a copy holds the same records and counters, and its generator draws what the seeded world draws', async () => {
    const seeded = await seedWorld(7, NOW, WORLD_SHAPE);
    const copy = await seedWorld(7, NOW, WORLD_SHAPE);
    expect(copy).not.toBe(seeded);
    expect(exportWorld(copy, WORLD_SHAPE, NOW)).toEqual(exportWorld(seeded, WORLD_SHAPE, NOW));
    expect(copy.faker.string.alphanumeric(12)).toBe(seeded.faker.string.alphanumeric(12));
    expect(auditLedger(copy)).toEqual([]);
  });

  it('a write to one world reaches neither the other nor the next copy', async () => {
    const first = await seedWorld(8, NOW, WORLD_SHAPE);
    const uid = findPlayerByUsername(first, 'demo02')!.uid;
    await post(first, NOW, { uid, wallet: CENTRAL, type: 'bonus', amountFen: 1_00, orderNo: 'B1' });
    await first.db.players.update((q) => q.where({ uid }), { data: (player) => void (player.realName = 'Changed') });
    const second = await seedWorld(8, NOW, WORLD_SHAPE);
    expect(balanceFen(first, uid)).toBe(501_00);
    expect(balanceFen(second, uid)).toBe(500_00);
    expect(findPlayerByUsername(second, 'demo02')!.realName).not.toBe('Changed');
  });

  it('another seed or start instant is seeded anew', async () => {
    const base = exportWorld(await seedWorld(9, NOW, WORLD_SHAPE), WORLD_SHAPE, NOW);
    const otherSeed = exportWorld(await seedWorld(10, NOW, WORLD_SHAPE), WORLD_SHAPE, NOW);
    const otherStart = exportWorld(await seedWorld(9, NOW + 86_400_000, WORLD_SHAPE), WORLD_SHAPE, NOW);
    expect(otherSeed.collections).not.toEqual(base.collections);
    expect(otherStart.collections).not.toEqual(base.collections);
  });
});
