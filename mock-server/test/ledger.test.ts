import { describe, expect, it } from 'vitest';
import { auditLedger, balanceFen, CENTRAL, nextOrderNo, post } from '@mock/core/ledger';
import { Mutex } from '@mock/core/mutex';
import { isDomainError } from '@mock/core/errors';
import { seedWorld } from '@mock/core/store';
import { WORLD_SHAPE } from '@mock/areas/world';
import { findPlayerByUsername } from '@mock/areas/account/players';

const NOW = Date.parse('2026-11-22T12:00:00+08:00');

describe('the ledger', () => {
  it('refuses to take a wallet below zero, leaving balance and entries unchanged', async () => {
    const world = await seedWorld(1, NOW, WORLD_SHAPE);
    const uid = findPlayerByUsername(world, 'demo02')!.uid;
    const result = await post(world, NOW, { uid, wallet: CENTRAL, type: 'withdrawal', amountFen: -500_01, orderNo: 'W1' });
    expect(isDomainError(result) && result.key).toBe('balance.insufficient');
    expect(balanceFen(world, uid)).toBe(500_00);
    expect(auditLedger(world)).toEqual([]);
  });

  it('keeps every fen under 200 concurrent postings run through the write lock', async () => {
    const world = await seedWorld(1, NOW, WORLD_SHAPE);
    const uid = findPlayerByUsername(world, 'demo02')!.uid;
    const mutex = new Mutex();
    const postings = Array.from({ length: 200 }, (_, i) =>
      mutex.runExclusive(() =>
        post(world, NOW, {
          uid,
          wallet: i % 2 ? CENTRAL : 'venue-a',
          type: i % 2 ? 'bet' : 'bonus',
          amountFen: i % 2 ? -100 : 100,
          orderNo: nextOrderNo(world, 'T', NOW),
        }),
      ),
    );
    const results = await Promise.all(postings);
    expect(results.filter(isDomainError)).toEqual([]);
    expect(balanceFen(world, uid)).toBe(500_00 - 100 * 100);
    expect(balanceFen(world, uid, 'venue-a')).toBe(100 * 100);
    expect(auditLedger(world)).toEqual([]);
  });

  it('numbers orders uniquely with the platform date', async () => {
    const world = await seedWorld(1, NOW, WORLD_SHAPE);
    const a = nextOrderNo(world, 'DP', NOW);
    const b = nextOrderNo(world, 'DP', NOW);
    expect(a).toMatch(/^DP20261122\d{6}$/);
    expect(a).not.toBe(b);
  });
});
