import { describe, expect, it } from 'vitest';
import { addChip, belowMinimum, chipsToSubmit, chipValues, pendingTotal, stakesByItem, timesRate } from './chips';
import { lampAngle, lampsOf, lightRotation } from './ring';

const limits = { minStake: 100, maxStakePerItem: 50_000 };

describe('chips on the board', () => {
  it('add up per item and in total', () => {
    let pending = {};
    for (const [item, chip] of [
      [1, 1000],
      [1, 500],
      [3, 10_000],
    ] as const) {
      const added = addChip(pending, item, chip, 0, limits, 1_000_000);
      if (!added.ok) throw new Error(added.reason);
      pending = added.pending;
    }
    expect(pending).toEqual({ 1: 1500, 3: 10_000 });
    expect(pendingTotal(pending)).toBe(11_500);
  });

  it('refuse a chip that passes the item limit counting the chips already placed this round', () => {
    expect(addChip({ 2: 20_000 }, 2, 10_000, 20_000, limits, 1_000_000)).toEqual({ ok: true, pending: { 2: 30_000 } });
    expect(addChip({ 2: 20_000 }, 2, 10_000, 25_000, limits, 1_000_000)).toEqual({ ok: false, reason: 'itemLimit' });
    // Another item has its own limit.
    expect(addChip({ 2: 20_000 }, 5, 10_000, 0, limits, 1_000_000).ok).toBe(true);
  });

  it('refuse a chip the balance cannot cover, all pending chips together', () => {
    expect(addChip({ 1: 800 }, 2, 500, 0, limits, 1_200)).toEqual({ ok: false, reason: 'balance' });
    expect(addChip({ 1: 800 }, 2, 400, 0, limits, 1_200).ok).toBe(true);
  });

  it('find items under the smallest stake', () => {
    expect(belowMinimum({ 1: 50, 2: 100, 3: 0 }, limits)).toEqual([1]);
  });

  it('submit in the order of the items, as two-decimal money, leaving out empty items', () => {
    expect(chipsToSubmit({ 7: 1050, 2: 100_000, 4: 0 }, [2, 4, 7])).toEqual([
      { itemId: 2, amount: '1000.00' },
      { itemId: 7, amount: '10.50' },
    ]);
  });

  it('multiply by a rate in whole fen, never floats', () => {
    expect(timesRate(1000, '5.00')).toBe(5000);
    expect(timesRate(333, '2.5')).toBe(832); // 8.325 → 8.32
    expect(timesRate(10, '1.98')).toBe(19); // 0.198 → 0.19
    expect(timesRate(1, '40')).toBe(40);
    // 0.1 + 0.2 kind of drift cannot happen: 0.29 × 100 stays 29.00
    expect(timesRate(29, '100.00')).toBe(2900);
  });

  it('read my stakes and the chip values from the wire', () => {
    expect(
      stakesByItem([
        { itemId: 1, amount: '10.00' },
        { itemId: 1, amount: '0.50' },
        { itemId: 4, amount: '5.00' },
      ]),
    ).toEqual({ 1: 1050, 4: 500 });
    expect(chipValues(['100.00', '1.00', '10.00'])).toEqual([100, 1000, 10_000]);
  });
});

describe('the light round the ring', () => {
  it('places lamps clockwise from the top', () => {
    expect([0, 1, 6].map((i) => lampAngle(i, 12))).toEqual([0, 30, 180]);
  });

  it('runs whole laps then forward to the winning lamp, from rest or from the last stop', () => {
    expect(lightRotation(0, 5, 12, 3)).toBe(3 * 360 + 150);
    // From lamp 5 (after the first draw) to lamp 2: forward through the top, never backwards.
    expect(lightRotation(1230, 2, 12, 3)).toBe(1230 + 3 * 360 + 9 * 30);
    // Same lamp again: laps only.
    expect(lightRotation(150, 5, 12, 2)).toBe(150 + 720);
  });

  it('finds every lamp of an item', () => {
    expect(lampsOf([1, 2, 1, 3], 1)).toEqual([0, 2]);
  });
});
