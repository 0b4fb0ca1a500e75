import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { resultFromDigest, resultPreimage, numbersFromDigest } from '@contracts/lottery/fair';
import { coloursOf, sizeOf, type LotteryTypeCode } from '@contracts/lottery/shapes';
import { loginAs, testApp } from '../helpers';
import { api, ctl, ok, room, sha256Bytes, sha256Hex } from './lottery-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

describe('provably fair draws', () => {
  it('recomputes 1,000 results from the seeds caipiao/getHistory reveals', async () => {
    const types = new Map<number, LotteryTypeCode>();
    for (const group of await ok(app, api.lottery.caipiaoGetList, {}, null)) for (const l of group.lotteries) types.set(l.id, l.type);
    let checked = 0;
    for (const lotteryId of [1, 2, 3]) {
      for (let page = 1; checked < lotteryId * 334 && page <= 10; page++) {
        const { list } = await ok(app, api.lottery.caipiaoGetHistory, { lotteryId, page, pageSize: 100 }, null);
        for (const round of list) {
          if (checked >= lotteryId * 334) break;
          expect(round.status).toBe(2);
          if (round.seed === null || round.result === null) throw new Error(`round ${round.issue} has no seed or result`);
          expect(await sha256Hex(round.seed)).toBe(round.seedHash);
          expect(resultFromDigest(await sha256Bytes(resultPreimage(round.seed, round.issue)), types.get(lotteryId)!)).toEqual(round.result);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThanOrEqual(1000);
  });

  it('publishes the seed hash while the round is open and the matching seed only after its draw', async () => {
    const before = await room(app, 1);
    expect(before.current.status).toBe(0);
    expect(before.current.seed).toBeNull();
    expect(before.current.result).toBeNull();
    const colourBefore = await ok(app, api.lottery.locsgwinGetGameInfo, {}, null);
    expect(colourBefore.current.seed).toBeNull();
    const fastBefore = await ok(app, api.fastfood.bet, {}, await loginAs(app));
    expect(fastBefore.current.seed).toBeNull();
    expect(fastBefore.current.ringPosition).toBeNull();

    // Closing: still no seed.
    await ctl(app).lottery.jump({ lotteryId: 1, to: 'close' });
    const closing = await room(app, 1);
    expect(closing.current).toMatchObject({ issue: before.current.issue, status: 1, seed: null, result: null });
    const early = await ok(app, api.lottery.caipiaoGetHistory, { lotteryId: 1, pageSize: 5 }, null);
    expect(early.list.map((r) => r.issue)).not.toContain(before.current.issue);
    expect(early.list.every((r) => r.seed !== null)).toBe(true);

    await ctl(app).lottery.jump({ lotteryId: 1, to: 'draw' });
    const after = await room(app, 1);
    expect(after.previous?.issue).toBe(before.current.issue);
    expect(after.previous?.seedHash).toBe(before.current.seedHash);
    expect(await sha256Hex(after.previous!.seed!)).toBe(before.current.seedHash);
    expect(after.current.seed).toBeNull();
  });

  it("answers the colour game's last result with its colours and size, and fast food's ring position from the seed", async () => {
    const last = await ok(app, api.lottery.locsgwinLastGameInfo, {}, null);
    if (!last) throw new Error('no last result');
    expect([last.number]).toEqual(last.round.result);
    expect(last.colours).toEqual(coloursOf(last.number));
    expect(last.size).toBe(sizeOf(last.number));

    const options = await ok(app, api.fastfood.getOption, {}, null);
    const { list } = await ok(app, api.fastfood.getHistory, { pageSize: 50 }, null);
    for (const round of list) {
      expect(await sha256Hex(round.seed!)).toBe(round.seedHash);
      const position = numbersFromDigest(await sha256Bytes(resultPreimage(round.seed!, round.roundNo)), 1, 0, options.ring.length - 1)[0];
      expect(round.ringPosition).toBe(position);
      expect(round.winningItemId).toBe(options.ring[position!]);
    }
  });

  it('derives seeds from MOCK_LOTTERY_SECRET when set: another secret, other seeds', async () => {
    const other = await testApp({ world: { lotterySecret: 'another secret' } });
    const mine = await room(app, 1);
    const theirs = await room(other, 1);
    expect(theirs.current.issue).toBe(mine.current.issue);
    expect(theirs.current.seedHash).not.toBe(mine.current.seedHash);
    await other.close();
  });

  it('keeps the secret out of an exported state', async () => {
    const state = await ctl(app).world.exportState({ secrets: 'true' });
    const text = JSON.stringify(state);
    expect(text).not.toContain('star-harbour-mock/draws');
    expect(Object.keys(state.collections)).toEqual(expect.arrayContaining(['lotteryOrders', 'cancelledRounds']));
  });
});
