import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { numbersFromDigest } from '@contracts/lottery/fair';
import { api, ctl, loginAs, testApp } from './helpers';
import { ok } from './funds/wallet-helpers';

/*
 * An outside verifier, written from the words of the OpenAPI document's `lottery` tag and the README only (nothing
 * from the mock's or the contract's draw code): Node's own SHA-256 instead of Web Crypto, its own byte reading. Each
 * sentence it relies on is quoted below and must stay in both texts, so a sentence that changes fails here, and so
 * does a draw or a payout the sentences no longer describe.
 */
const WORDS = [
  "`seedHash` is the SHA-256 of the seed's 64 ASCII characters, as lower-case hex",
  'D is the SHA-256 of the UTF-8 bytes of the text `<seed>:<round number>`',
  'let n = max − min + 1 and limit = 256 − (256 mod n)',
  'Read the bytes of D in order, first byte first. Skip a byte ≥ limit',
  'any other byte b gives the number min + (b mod n)',
  'each missing number is min + (D[i] mod n) for i = 0, 1, 2 … (the bytes from the start again, none skipped)',
  'dice (lottery `type` 1): 3 numbers in 1–6 (limit 252), the three dice in the order drawn',
  'five digits (`type` 2): 5 numbers in 0–9 (limit 250), positions 1 to 5',
  'colour (`type` 3): 1 number in 0–9 (limit 250)',
  'fast food: 1 number in 0 … (ring length − 1) (24 lamps: limit 240), the `ringPosition`, whose item `ring[ringPosition]` (fastfood/getOption) wins',
  'rounded down to the fen (0.01); an order pays the sum of its lines',
];

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

/** Step 3 as written. */
function numbersFrom(d: Buffer, count: number, min: number, max: number): number[] {
  const n = max - min + 1;
  const limit = 256 - (256 % n);
  const out: number[] = [];
  for (const b of d) {
    if (out.length === count) break;
    if (b < limit) out.push(min + (b % n));
  }
  for (let i = 0; out.length < count; i++) out.push(min + (d[i % d.length]! % n));
  return out;
}

/** Step 4 as written: how many numbers each lottery type draws, in which range. */
const SHAPES: Record<number, [count: number, min: number, max: number]> = { 1: [3, 1, 6], 2: [5, 0, 9], 3: [1, 0, 9] };
const drawOf = (seed: string, roundNo: string, [count, min, max]: [number, number, number]) =>
  numbersFrom(sha256(`${seed}:${roundNo}`), count, min, max);
/** Step 5 as written: money in fen, the amount × odds rounded down to the fen. */
const fen = (money: string) => Math.round(Number(money) * 100);
const payoutFen = (amount: string, odds: string) => Math.floor((fen(amount) * fen(odds)) / 100);

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

describe('a draw checked from the documented words alone', () => {
  it('the OpenAPI document and the README say every sentence the verifier is built on', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      tags: Array<{ name: string; description: string }>;
    };
    const lottery = doc.tags.find((tag) => tag.name === 'lottery')?.description ?? '';
    const readme = readFileSync(resolve(import.meta.dirname, '../../README.md'), 'utf8').replace(/\s+/g, ' ');
    for (const sentence of WORDS) {
      expect(lottery, 'OpenAPI lottery tag').toContain(sentence);
      expect(readme, 'README').toContain(sentence);
    }
    expect(doc.tags.find((tag) => tag.name === 'fastfood')?.description).toMatch(/provably fair as the `lottery` tag describes/);
  });

  it('reproduces 300 published rounds of each lottery, seed hash and result', async () => {
    const types = new Map<number, number>();
    for (const group of await ok(app, api.lottery.caipiaoGetList, {}, null)) for (const l of group.lotteries) types.set(l.id, l.type);
    expect([...types.keys()].sort()).toEqual([1, 2, 3, 4]);
    for (const [lotteryId, type] of types) {
      let checked = 0;
      for (let page = 1; page <= 3; page++) {
        for (const round of (await ok(app, api.lottery.caipiaoGetHistory, { lotteryId, page, pageSize: 100 }, null)).list) {
          if (round.seed === null || round.result === null) throw new Error(`round ${round.issue} is not drawn`);
          expect(round.seed).toMatch(/^[0-9a-f]{64}$/);
          expect(createHash('sha256').update(round.seed, 'ascii').digest('hex')).toBe(round.seedHash);
          expect(drawOf(round.seed, round.issue, SHAPES[type]!), `${lotteryId} ${round.issue}`).toEqual(round.result);
          checked++;
        }
      }
      expect(checked).toBe(300);
    }
  });

  it('reproduces 300 published fast-food rounds: the lamp and the winning item', async () => {
    const { ring } = await ok(app, api.fastfood.getOption, {}, null);
    expect(ring).toHaveLength(24);
    let checked = 0;
    for (let page = 1; page <= 3; page++) {
      for (const round of (await ok(app, api.fastfood.getHistory, { page, pageSize: 100 }, null)).list) {
        if (round.seed === null) throw new Error(`round ${round.roundNo} is not drawn`);
        expect(createHash('sha256').update(round.seed, 'ascii').digest('hex')).toBe(round.seedHash);
        const [position] = drawOf(round.seed, round.roundNo, [1, 0, ring.length - 1]);
        expect(round.ringPosition, round.roundNo).toBe(position);
        expect(round.winningItemId).toBe(ring[position!]);
        checked++;
      }
    }
    expect(checked).toBe(300);
  });

  it('step 3 holds where the seeds never go: a digest whose bytes run out', () => {
    // Real digests reach the fallback about never (for 24 lamps, 32 bytes all ≥ 240: (16/256)^32); the contract's
    // function must still read such bytes as the words say.
    for (const [fill, min, max, count] of [
      [0xff, 1, 6, 3],
      [0xfc, 0, 9, 5],
      [0xf5, 0, 23, 1],
      [0xfe, 0, 9, 1],
    ] as const) {
      const digest = Buffer.alloc(32, fill);
      digest[31] = 3;
      expect(numbersFromDigest(new Uint8Array(digest), count, min, max)).toEqual(numbersFrom(digest, count, min, max));
    }
  });

  it('pays amount × odds (× rate for fast food) rounded down to the fen, as the last step says', async () => {
    const demo01 = await loginAs(app, 'demo01');
    // 1.01 × 1.96 = 1.9796 and 1.01 × 4.50 = 4.545: rounding down and rounding off differ.
    const colourBets = ['green', 'red', 'violet', 'big', 'small'].map((option) => ({ option, amount: '1.01' }));
    const rates = new Map((await ok(app, api.fastfood.rate, {}, null)).map((r) => [r.itemId, r.rate]));
    let wonLines = 0;
    for (let round = 0; round < 5; round++) {
      const { current } = await ok(app, api.lottery.getLotteryInfo, { lotteryId: 3 }, null);
      await ok(app, api.lottery.placeOrder, { lotteryId: 3, issue: current.issue, bets: colourBets }, demo01);
      const table = await ok(app, api.fastfood.bet, {}, demo01);
      await ok(
        app,
        api.fastfood.submit,
        { roundNo: table.current.roundNo, chips: [...rates.keys()].map((itemId) => ({ itemId, amount: '1.01' })) },
        demo01,
      );
      await ctl(app).lottery.jump({ lotteryId: 3, to: 'draw' });
      await ctl(app).lottery.jump({ game: 'fastfood', to: 'draw' });
    }
    const { orders, fastFoodOrders } = await ctl(app).lottery.orders({ username: 'demo01' });
    for (const order of orders.filter((o) => o.lotteryId === 3)) {
      expect(order.status).toBe(1);
      let total = 0;
      for (const line of order.lines) {
        const expected = line.won ? payoutFen(line.amount, line.odds) : 0;
        expect(fen(line.payout), `${order.issue} ${line.option}`).toBe(expected);
        total += expected;
        if (line.won) wonLines++;
      }
      expect(fen(order.winAmount)).toBe(total);
    }
    for (const order of fastFoodOrders) {
      expect(order.status).toBe(1);
      const expected = order.stakes.reduce(
        (sum, s) => sum + (s.itemId === order.winningItemId ? payoutFen(s.amount, rates.get(s.itemId)!) : 0),
        0,
      );
      expect(fen(order.totalPayout), order.roundNo).toBe(expected);
      expect(expected).toBeGreaterThan(0);
    }
    expect(orders.filter((o) => o.lotteryId === 3)).toHaveLength(5);
    expect(fastFoodOrders).toHaveLength(5);
    expect(wonLines).toBeGreaterThanOrEqual(10);
  });
});
