import { describe, expect, it } from 'vitest';
import { startOfPlatformDay } from '@contracts';
import { drawnPage, lastDrawnSlot, phaseAt, slotAt, slotBefore, slotOfIssue, timing } from '@mock/rounds/clock';

const oneMinute = timing(60, 10);
const threeMinutes = timing(180, 20);
const fastFood = timing(60, 15, 'FF');
const day = startOfPlatformDay('2026-11-22');

describe('round math', () => {
  it('maps every instant of a day to exactly one round, numbered from 1 at platform midnight', () => {
    const seen = new Map<string, number>();
    for (let ms = day; ms < day + 86_400_000; ms += 7_000) {
      const slot = slotAt(oneMinute, ms);
      expect(slot.openAt <= ms && ms < slot.drawAt).toBe(true);
      seen.set(slot.issue, (seen.get(slot.issue) ?? 0) + 1);
    }
    expect(seen.size).toBe(1440);
    expect(slotAt(oneMinute, day).issue).toBe('20261122-0001');
    expect(slotAt(oneMinute, day + 86_400_000 - 1).issue).toBe('20261122-1440');
    expect(slotAt(threeMinutes, day + 86_400_000 - 1).issue).toBe('20261122-0480');
  });

  it('closes betting closeSeconds before the draw; the draw instant opens the next round', () => {
    const open = day + 12 * 3600_000; // 12:00 platform time: round 721
    const slot = slotAt(oneMinute, open);
    expect(slot).toMatchObject({ issue: '20261122-0721', openAt: open, closeAt: open + 50_000, drawAt: open + 60_000 });
    expect(phaseAt(slot, slot.closeAt - 1, false)).toBe(0);
    expect(phaseAt(slot, slot.closeAt, false)).toBe(1);
    expect(phaseAt(slot, slot.drawAt - 1, false)).toBe(1);
    expect(phaseAt(slot, slot.drawAt, false)).toBe(2);
    expect(phaseAt(slot, slot.closeAt - 1, true)).toBe(3);
    expect(slotAt(oneMinute, slot.drawAt).issue).toBe('20261122-0722');
    expect(slotAt(oneMinute, slot.drawAt - 1).issue).toBe('20261122-0721');
  });

  it('rolls over at platform midnight (16:00 UTC), not UTC midnight', () => {
    const midnight = startOfPlatformDay('2026-11-23');
    expect(new Date(midnight).toISOString()).toBe('2026-11-22T16:00:00.000Z');
    expect(slotAt(oneMinute, midnight - 1).issue).toBe('20261122-1440');
    expect(slotAt(oneMinute, midnight).issue).toBe('20261123-0001');
    expect(slotBefore(oneMinute, slotAt(oneMinute, midnight)).issue).toBe('20261122-1440');
    expect(slotAt(fastFood, midnight).issue).toBe('FF20261123-0001');
    expect(lastDrawnSlot(oneMinute, midnight).issue).toBe('20261122-1440');
  });

  it('reads round numbers back and refuses ones that name no round', () => {
    const slot = slotAt(threeMinutes, day + 5 * 3600_000 + 7);
    expect(slotOfIssue(threeMinutes, slot.issue)).toEqual(slot);
    expect(slotOfIssue(fastFood, 'FF20261122-0001')?.openAt).toBe(day);
    for (const bad of ['20261122-0000', '20261122-0481', '20260230-0001', '2026112-0001', 'FF20261122-0001', '20261122-01', '']) {
      expect(slotOfIssue(threeMinutes, bad)).toBeNull();
    }
    expect(slotOfIssue(fastFood, '20261122-0001')).toBeNull();
  });

  it('pages drawn rounds newest first without listing them all', () => {
    const now = day + 12 * 3600_000 + 30_000; // in round 721: 720 drawn today
    const today = drawnPage(oneMinute, now, { page: 1, pageSize: 3, date: '2026-11-22', windowDays: 30 });
    expect(today.total).toBe(720);
    expect(today.slots.map((s) => s.issue)).toEqual(['20261122-0720', '20261122-0719', '20261122-0718']);
    const last = drawnPage(oneMinute, now, { page: 240, pageSize: 3, date: '2026-11-22', windowDays: 30 });
    expect(last.slots.map((s) => s.issue)).toEqual(['20261122-0003', '20261122-0002', '20261122-0001']);
    expect(drawnPage(oneMinute, now, { page: 1, pageSize: 3, date: '2026-11-21', windowDays: 30 }).total).toBe(1440);
    expect(drawnPage(oneMinute, now, { page: 1, pageSize: 3, date: '2026-11-23', windowDays: 30 }).total).toBe(0);
    expect(drawnPage(oneMinute, now, { page: 1, pageSize: 3, windowDays: 30 }).total).toBe(29 * 1440 + 720);
  });
});
