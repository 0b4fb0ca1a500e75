import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { api, describeIssue } from '../src';
import { GameCategory } from '../src/games/game-types';
import { resultFromDigest, resultPreimage } from '../src/lottery/fair';
import { coloursOf, sizeOf } from '../src/lottery/lottery-types';
import { PromotionClass } from '../src/promotions/activity';

const feedback = (description: string) => ({ type: 3, description, images: [] });
const messages = (result: { success: boolean; error?: { issues: Parameters<typeof describeIssue>[0][] } }) =>
  (result.error?.issues ?? []).map((issue) => describeIssue(issue, 'en'));

describe('feedback description (spec §5: 20–200 characters)', () => {
  const input = api.feedback.submit.input;
  it('refuses 19 characters', () => {
    const result = input.safeParse(feedback('x'.repeat(19)));
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual(['Description: 20–200 characters']);
  });
  it('accepts 20 characters', () => expect(input.safeParse(feedback('x'.repeat(20))).success).toBe(true));
  it('accepts 200 characters', () => expect(input.safeParse(feedback('x'.repeat(200))).success).toBe(true));
  it('refuses 201 characters', () => expect(input.safeParse(feedback('x'.repeat(201))).success).toBe(false));
  it('counts Chinese characters one each', () => expect(input.safeParse(feedback('充'.repeat(20))).success).toBe(true));
});

describe('game search', () => {
  const input = api.games.getSearchGameList.input;
  it('refuses an empty keyword', () => {
    const result = input.safeParse({ keyword: '' });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual(['Keyword is required']);
  });
  it('refuses a whitespace-only keyword', () => expect(input.safeParse({ keyword: '   ' }).success).toBe(false));
  it('accepts a keyword from a query string and trims it', () =>
    expect(input.parse({ keyword: ' dragon ', page: '2' })).toEqual({ keyword: 'dragon', page: 2, pageSize: 20 }));
});

describe('lottery orders', () => {
  const input = api.lottery.placeOrder.input;
  const order = { lotteryId: 1, issue: '20261122-0631' };
  it('refuses an order with no bets', () => {
    const result = input.safeParse({ ...order, bets: [] });
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual(['Choose at least one bet']);
  });
  it('refuses a bet line without an amount, naming the field first', () => {
    expect(messages(input.safeParse({ ...order, bets: [{ option: 'big', amount: '' }] }))[0]).toBe('Amount is required');
  });
  it('accepts one bet line', () => expect(input.safeParse({ ...order, bets: [{ option: 'big', amount: '10' }] }).success).toBe(true));

  it('refuses a fast-food submit with no chips', () => {
    expect(messages(api.fastfood.submit.input.safeParse({ roundNo: 'FF20261122-0001', chips: [] }))).toEqual(['Place at least one chip']);
  });
});

describe('game categories', () => {
  it('has the 8 categories of spec §1', () => {
    expect(Object.keys(GameCategory.enum)).toEqual(['hot', 'slots', 'lottery', 'esports', 'live', 'fishing', 'sports', 'chess']);
    expect(GameCategory.options).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
  it('reads a category and tab from a query string', () => {
    expect(api.games.getAllGameList.input.parse({ category: '2', tab: '1' })).toMatchObject({ category: 2, tab: 1, page: 1 });
    expect(api.games.getAllGameList.input.safeParse({ category: '9' }).success).toBe(false);
  });
  it('has the 6 promotion tabs of spec §2, All first', () => expect(PromotionClass.options).toEqual([0, 1, 2, 3, 4, 5]));
});

describe('order lists keep to the 30-day record window', () => {
  const now = Date.parse('2026-11-22T12:00:00+08:00');
  const query = api.lottery.getUserGameList.inputAt!(now);
  it('accepts no dates (the last 30 days) and the 30th day back', () => {
    expect(query.safeParse({}).success).toBe(true);
    expect(query.safeParse({ startDate: '2026-10-24', endDate: '2026-11-22' }).success).toBe(true);
  });
  it('refuses the 31st day back', () =>
    expect(messages(query.safeParse({ startDate: '2026-10-23', endDate: '2026-11-22' }))).toEqual([
      'Records can be queried for the last 30 days only',
    ]));
  it('refuses one date without the other', () =>
    expect(messages(query.safeParse({ startDate: '2026-11-20' }))).toEqual(['End date is required']));
});

describe('provably fair results', () => {
  const sha256 = (text: string) => new Uint8Array(createHash('sha256').update(text).digest());
  it("derives results of the lottery type's shape, the same for the same seed", () => {
    for (let i = 0; i < 200; i++) {
      const digest = sha256(resultPreimage(`seed-${i}`, '20261122-0001'));
      const dice = resultFromDigest(digest, 1);
      expect(dice).toHaveLength(3);
      expect(dice.every((n) => n >= 1 && n <= 6)).toBe(true);
      expect(resultFromDigest(digest, 2)).toHaveLength(5);
      expect(resultFromDigest(digest, 2)).toEqual(resultFromDigest(sha256(resultPreimage(`seed-${i}`, '20261122-0001')), 2));
    }
  });
  it("labels the colour game's numbers: 0 red+violet, 5 green+violet, odd green, even red", () => {
    expect([0, 1, 2, 5, 8].map(coloursOf)).toEqual([[2, 3], [1], [2], [1, 3], [2]]);
    expect([4, 5].map(sizeOf)).toEqual([1, 2]);
  });
});
