import type { Lang } from '@contracts';
import type { LotteryType } from '@contracts/lottery/lottery-types';
import { coloursOf, sizeOf } from '@contracts/lottery/shapes';

/**
 * The play options of each lottery type, their odds and the one rule that says whether an option wins
 * a result (docs/decisions.md "Lottery and fast-food"). Odds are in hundredths, total paid per 1
 * staked, stake included: 196 pays 1.96 for 1.00.
 */
export interface PlayOptionDefinition {
  group: string;
  code: string;
  name: Record<Lang, string>;
  oddsCents: number;
  wins: (result: readonly number[]) => boolean;
}

export interface PlayGroupDefinition {
  code: string;
  name: Record<Lang, string>;
  options: PlayOptionDefinition[];
}

const EVEN_MONEY = 196;
const sum = (r: readonly number[]) => r.reduce((a, b) => a + b, 0);
const isTriple = (r: readonly number[]) => r[0] === r[1] && r[1] === r[2];

/** Ways three dice make each sum 3–18, out of 216. */
function diceSumWays(): Map<number, number> {
  const ways = new Map<number, number>();
  for (let a = 1; a <= 6; a++)
    for (let b = 1; b <= 6; b++) for (let c = 1; c <= 6; c++) ways.set(a + b + c, (ways.get(a + b + c) ?? 0) + 1);
  return ways;
}

/** Odds for a chance of ways/216 with a house edge of about 4 %, rounded down to the hundredth. */
const diceOdds = (ways: number) => Math.floor((0.96 * 216 * 100) / ways);

function diceGroups(): PlayGroupDefinition[] {
  const ways = diceSumWays();
  const sums = Array.from({ length: 14 }, (_, i) => i + 4);
  return [
    {
      code: 'size',
      name: { en: 'Big / Small', zh_hans: '大小' },
      options: [
        {
          group: 'size',
          code: 'big',
          name: { en: 'Big (sum 11–17, loses on a triple)', zh_hans: '大（和值 11–17，豹子通杀）' },
          oddsCents: EVEN_MONEY,
          wins: (r) => !isTriple(r) && sum(r) >= 11,
        },
        {
          group: 'size',
          code: 'small',
          name: { en: 'Small (sum 4–10, loses on a triple)', zh_hans: '小（和值 4–10，豹子通杀）' },
          oddsCents: EVEN_MONEY,
          wins: (r) => !isTriple(r) && sum(r) <= 10,
        },
      ],
    },
    {
      code: 'parity',
      name: { en: 'Odd / Even', zh_hans: '单双' },
      options: [
        {
          group: 'parity',
          code: 'odd',
          name: { en: 'Odd sum (loses on a triple)', zh_hans: '单（豹子通杀）' },
          oddsCents: EVEN_MONEY,
          wins: (r) => !isTriple(r) && sum(r) % 2 === 1,
        },
        {
          group: 'parity',
          code: 'even',
          name: { en: 'Even sum (loses on a triple)', zh_hans: '双（豹子通杀）' },
          oddsCents: EVEN_MONEY,
          wins: (r) => !isTriple(r) && sum(r) % 2 === 0,
        },
      ],
    },
    {
      code: 'sum',
      name: { en: 'Sum', zh_hans: '和值' },
      options: sums.map((s) => ({
        group: 'sum',
        code: `sum_${s}`,
        name: { en: `Sum ${s}`, zh_hans: `和值 ${s}` },
        oddsCents: diceOdds(ways.get(s)!),
        wins: (r) => sum(r) === s,
      })),
    },
    {
      code: 'triple',
      name: { en: 'Triples', zh_hans: '豹子' },
      options: [
        { group: 'triple', code: 'triple_any', name: { en: 'Any triple', zh_hans: '任意豹子' }, oddsCents: diceOdds(6), wins: isTriple },
        ...[1, 2, 3, 4, 5, 6].map((d) => ({
          group: 'triple',
          code: `triple_${d}`,
          name: { en: `Triple ${d}s`, zh_hans: `豹子 ${d}` },
          oddsCents: diceOdds(1),
          wins: (r: readonly number[]) => isTriple(r) && r[0] === d,
        })),
      ],
    },
  ];
}

const ORDINALS: Record<Lang, string[]> = {
  en: ['1st digit', '2nd digit', '3rd digit', '4th digit', '5th digit'],
  zh_hans: ['第一位', '第二位', '第三位', '第四位', '第五位'],
};

function fiveDigitGroups(): PlayGroupDefinition[] {
  const positions = [0, 1, 2, 3, 4].map((p): PlayGroupDefinition => {
    const code = `d${p + 1}`;
    const digit = (r: readonly number[]) => r[p] ?? -1;
    return {
      code,
      name: { en: ORDINALS.en[p]!, zh_hans: ORDINALS.zh_hans[p]! },
      options: [
        ...Array.from({ length: 10 }, (_, n) => ({
          group: code,
          code: `${code}_${n}`,
          name: { en: `${ORDINALS.en[p]} ${n}`, zh_hans: `${ORDINALS.zh_hans[p]} ${n}` },
          oddsCents: 980,
          wins: (r: readonly number[]) => digit(r) === n,
        })),
        {
          group: code,
          code: `${code}_big`,
          name: { en: `${ORDINALS.en[p]} big (5–9)`, zh_hans: `${ORDINALS.zh_hans[p]} 大（5–9）` },
          oddsCents: EVEN_MONEY,
          wins: (r) => digit(r) >= 5,
        },
        {
          group: code,
          code: `${code}_small`,
          name: { en: `${ORDINALS.en[p]} small (0–4)`, zh_hans: `${ORDINALS.zh_hans[p]} 小（0–4）` },
          oddsCents: EVEN_MONEY,
          wins: (r) => digit(r) >= 0 && digit(r) <= 4,
        },
      ],
    };
  });
  const total: PlayGroupDefinition = {
    code: 'total',
    name: { en: 'Total of five', zh_hans: '总和' },
    options: [
      {
        group: 'total',
        code: 'total_big',
        name: { en: 'Total big (23–45)', zh_hans: '总和大（23–45）' },
        oddsCents: EVEN_MONEY,
        wins: (r) => sum(r) >= 23,
      },
      {
        group: 'total',
        code: 'total_small',
        name: { en: 'Total small (0–22)', zh_hans: '总和小（0–22）' },
        oddsCents: EVEN_MONEY,
        wins: (r) => sum(r) <= 22,
      },
    ],
  };
  return [...positions, total];
}

function colourGroups(): PlayGroupDefinition[] {
  const n = (r: readonly number[]) => r[0] ?? -1;
  const hasColour = (r: readonly number[], colour: 1 | 2 | 3) => n(r) >= 0 && coloursOf(n(r)).includes(colour);
  return [
    {
      code: 'number',
      name: { en: 'Number', zh_hans: '数字' },
      options: Array.from({ length: 10 }, (_, d) => ({
        group: 'number',
        code: `n_${d}`,
        name: { en: `Number ${d}`, zh_hans: `数字 ${d}` },
        oddsCents: 900,
        wins: (r: readonly number[]) => n(r) === d,
      })),
    },
    {
      code: 'colour',
      name: { en: 'Colour', zh_hans: '颜色' },
      options: [
        {
          group: 'colour',
          code: 'green',
          name: { en: 'Green (1, 3, 5, 7, 9)', zh_hans: '绿（1、3、5、7、9）' },
          oddsCents: EVEN_MONEY,
          wins: (r) => hasColour(r, 1),
        },
        {
          group: 'colour',
          code: 'red',
          name: { en: 'Red (0, 2, 4, 6, 8)', zh_hans: '红（0、2、4、6、8）' },
          oddsCents: EVEN_MONEY,
          wins: (r) => hasColour(r, 2),
        },
        {
          group: 'colour',
          code: 'violet',
          name: { en: 'Violet (0, 5)', zh_hans: '紫（0、5）' },
          oddsCents: 450,
          wins: (r) => hasColour(r, 3),
        },
      ],
    },
    {
      code: 'size',
      name: { en: 'Big / Small', zh_hans: '大小' },
      options: [
        {
          group: 'size',
          code: 'big',
          name: { en: 'Big (5–9)', zh_hans: '大（5–9）' },
          oddsCents: EVEN_MONEY,
          wins: (r) => n(r) >= 0 && sizeOf(n(r)) === 2,
        },
        {
          group: 'size',
          code: 'small',
          name: { en: 'Small (0–4)', zh_hans: '小（0–4）' },
          oddsCents: EVEN_MONEY,
          wins: (r) => n(r) >= 0 && sizeOf(n(r)) === 1,
        },
      ],
    },
  ];
}

const BOARDS: Record<LotteryType, PlayGroupDefinition[]> = { 1: diceGroups(), 2: fiveDigitGroups(), 3: colourGroups() };
const BY_CODE: Record<LotteryType, Map<string, PlayOptionDefinition>> = {
  1: new Map(BOARDS[1].flatMap((g) => g.options).map((o) => [o.code, o])),
  2: new Map(BOARDS[2].flatMap((g) => g.options).map((o) => [o.code, o])),
  3: new Map(BOARDS[3].flatMap((g) => g.options).map((o) => [o.code, o])),
};

export function boardOf(type: LotteryType): readonly PlayGroupDefinition[] {
  return BOARDS[type];
}

export function findOption(type: LotteryType, code: string): PlayOptionDefinition | undefined {
  return BY_CODE[type].get(code);
}

/** The one rule: does `option` win with `result`? An unknown option never wins. */
export function optionWins(type: LotteryType, option: string, result: readonly number[]): boolean {
  return findOption(type, option)?.wins(result) ?? false;
}

/** "1.96" from 196. */
export const oddsText = (oddsCents: number) => (oddsCents / 100).toFixed(2);
