import type { LotteryLive } from '@contracts/lottery/lottery-types';
import { describe, expect, it, vi } from 'vitest';
import { drawTarget } from './draw-target';

/** Only what drawTarget reads of the lobby's lotteries: their ids and types. */
const live = (id: number, type: 1 | 2 | 3) => ({ lottery: { id, type } }) as LotteryLive;
const LOBBY = [live(7, 2), live(1, 1), live(3, 3)];

describe('the draw target', () => {
  it("is the room's own lottery when the route names it, without asking for the lobby", async () => {
    const lobby = vi.fn(async () => LOBBY);
    expect(await drawTarget('/pages/home/gameA?lotteryId=4', lobby)).toEqual({ lotteryId: 4 });
    expect(await drawTarget('/pages/home/game?lotteryId=9', lobby)).toEqual({ lotteryId: 9 });
    expect(lobby).not.toHaveBeenCalled();
  });

  it("is the first lottery of a typed room's type when the route names none", async () => {
    expect(await drawTarget('/pages/home/gameA', async () => LOBBY)).toEqual({ lotteryId: 1 });
    expect(await drawTarget('/pages/home/gamenew', async () => LOBBY)).toEqual({ lotteryId: 3 });
  });

  it('is the fast-food game in its room', async () => {
    expect(await drawTarget('/pages/home/fastFood', async () => LOBBY)).toEqual({ game: 'fastfood' });
  });

  it("is the lobby's first lottery anywhere else, and null when there is none", async () => {
    expect(await drawTarget('/pages/mine/recharge?x=1', async () => LOBBY)).toEqual({ lotteryId: 7 });
    expect(await drawTarget('/pages/home/game', async () => LOBBY)).toEqual({ lotteryId: 7 });
    expect(await drawTarget('/', async () => [])).toBeNull();
  });
});
