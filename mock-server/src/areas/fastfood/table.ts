import type { Lang } from '@contracts';
import { numbersFromDigest } from '@contracts/lottery/fair';
import { timing } from '../../rounds/clock';
import type { RoundGame } from '../../rounds/round-game';

/**
 * The fast-food game's fixed table (docs/decisions.md "Lottery and fast-food"): ten food items on a
 * ring of 24 lamps. Frequent items have more lamps and lower rates, so every item returns about 96 %
 * (lamps / 24 × rate; test/fastfood checks it). Rates in hundredths, stake included.
 */
export interface FoodItemDefinition {
  id: number;
  code: string;
  name: Record<Lang, string>;
  rateCents: number;
  /** The icon's colour (hue), drawn by assets/food-icons.ts. */
  hue: number;
}

export const FOOD_ITEMS: readonly FoodItemDefinition[] = [
  { id: 1, code: 'burger', name: { en: 'Burger', zh_hans: '汉堡' }, rateCents: 575, hue: 30 },
  { id: 2, code: 'fries', name: { en: 'Fries', zh_hans: '薯条' }, rateCents: 575, hue: 48 },
  { id: 3, code: 'cola', name: { en: 'Cola', zh_hans: '可乐' }, rateCents: 770, hue: 0 },
  { id: 4, code: 'hotdog', name: { en: 'Hot dog', zh_hans: '热狗' }, rateCents: 770, hue: 14 },
  { id: 5, code: 'pizza', name: { en: 'Pizza', zh_hans: '披萨' }, rateCents: 1150, hue: 40 },
  { id: 6, code: 'chicken', name: { en: 'Fried chicken', zh_hans: '炸鸡' }, rateCents: 1150, hue: 24 },
  { id: 7, code: 'icecream', name: { en: 'Ice cream', zh_hans: '冰淇淋' }, rateCents: 1150, hue: 320 },
  { id: 8, code: 'donut', name: { en: 'Doughnut', zh_hans: '甜甜圈' }, rateCents: 1150, hue: 290 },
  { id: 9, code: 'taco', name: { en: 'Taco', zh_hans: '塔可' }, rateCents: 2300, hue: 80 },
  { id: 10, code: 'sushi', name: { en: 'Sushi', zh_hans: '寿司' }, rateCents: 2300, hue: 190 },
];

/** Item id per lamp, clockwise from the top: burger and fries 4 lamps, cola and hot dog 3, four items 2, two 1. */
export const RING: readonly number[] = [1, 3, 5, 2, 4, 7, 1, 6, 3, 8, 2, 9, 1, 4, 5, 2, 7, 3, 6, 1, 8, 4, 10, 2];

export const FASTFOOD_GAME = 'fastfood';
export const FASTFOOD_ROUND_SECONDS = 60;
export const FASTFOOD_CLOSE_SECONDS = 15;
export const FASTFOOD_TIMING = timing(FASTFOOD_ROUND_SECONDS, FASTFOOD_CLOSE_SECONDS, 'FF');
/** Fast food as a game of the round engine: a round draws the lamp where the light stops. */
export const FASTFOOD_ROUND: RoundGame<number> = {
  code: FASTFOOD_GAME,
  timing: FASTFOOD_TIMING,
  draw: (digest) => numbersFromDigest(digest, 1, 0, RING.length - 1)[0]!,
};
export const FASTFOOD_CHIPS_FEN: readonly number[] = [1_00, 5_00, 10_00, 50_00, 100_00];
export const FASTFOOD_MIN_STAKE_FEN = 1_00;
export const FASTFOOD_MAX_STAKE_PER_ITEM_FEN = 5_000_00;

export function findFoodItem(id: number): FoodItemDefinition | undefined {
  return FOOD_ITEMS.find((item) => item.id === id);
}

export const foodIconUrl = (code: string) => `/assets/fastfood/${code}.svg`;

/** The return to player of one item: its chance (lamps / ring) × its rate. */
export function itemRtp(item: FoodItemDefinition): number {
  return (RING.filter((id) => id === item.id).length / RING.length) * (item.rateCents / 100);
}
