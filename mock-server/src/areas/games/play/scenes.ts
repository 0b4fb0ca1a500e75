import { FISH } from '../names';
import { hashKey, pick, rng } from '../rng';
import { isRed, REEL_SYMBOLS } from './symbols';

/**
 * What a play page draws for an outcome the mock has already decided (bets/outcomes.ts for instant games,
 * bets/settle.ts for the clock's): the reels around the pay line, the fish hit, the cards dealt. Everything
 * here follows from the outcome and a key (the order number), so the page only animates and a reload
 * draws the same picture.
 */

/** The kind of page a game gets, by its venue category. */
export type SceneKind = 'slots' | 'fishing' | 'cards' | 'live' | 'match';

export function sceneKind(category: number): SceneKind {
  if (category === 2) return 'slots';
  if (category === 6) return 'fishing';
  if (category === 8) return 'cards';
  if (category === 5) return 'live';
  return 'match';
}

/** The live tables, by the game's kind (names.ts, category 5's second name part). */
export const LIVE_TABLES = ['baccarat', 'dragonTiger', 'roulette', 'sicBo', 'blackjack', 'bullBull', 'fanTan'] as const;
export type LiveTable = (typeof LIVE_TABLES)[number];
export const liveTable = (kind: number): LiveTable => LIVE_TABLES[kind] ?? 'baccarat';

const SUITS = ['♠', '♥', '♣', '♦'];
const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];

const card = (random: () => number, rank: number) => `${RANKS[rank - 1]}${pick(random, SUITS)}`;

/** Three reels of three rows; the middle row is the outcome's, `line` the reels that pay on it. */
export function slotScene(symbols: readonly string[], key: string) {
  const random = rng(hashKey('reels', key));
  const filler = () => pick(random, REEL_SYMBOLS);
  const grid = symbols.map((middle) => [filler(), middle, filler()]);
  const first = symbols[0];
  const matching = symbols.filter((s) => s === first).length;
  // A pair on the left pays (bets/outcomes.ts: two of a kind, then three).
  const line = matching >= 2 && symbols[1] === first ? symbols.map((_, i) => i).slice(0, matching) : [];
  return { kind: 'slots' as const, grid, line };
}

/** The fish a shot hit (its index in the sea's school), or -1 for a miss. */
export function fishingScene(symbols: readonly string[]) {
  return { kind: 'fishing' as const, target: FISH.findIndex((fish) => fish.name[0] === symbols[0]) };
}

/** The sea's school, as the page draws it. */
export const SCHOOL = FISH.map((fish) => ({ en: fish.name[0], zh_hans: fish.name[1], multiplier: fish.multiplier }));

/** A hand of cards: the player's card and the house's, lower when the player won (outcomes.ts: symbols [mine, WIN|LOSE]). */
export function cardsScene(symbols: readonly string[], key: string) {
  const random = rng(hashKey('cards', key));
  const mine = Number(symbols[0]) || 2;
  const won = symbols[1] === 'WIN';
  const house = won ? 1 + Math.floor(random() * (mine - 1)) : mine + Math.floor(random() * (14 - mine));
  return { kind: 'cards' as const, mine: card(random, mine), house: card(random, Math.min(13, house)), won };
}

export interface Hand {
  side: string;
  cards: string[];
  total: number;
}

export interface Deal {
  winner: string;
  hands: Hand[];
  dice: number[];
  /** The roulette pocket, or the fan tan beads. */
  number: number | null;
}

const cardValue = (rank: number) => (rank >= 10 ? 0 : rank);

/** Two cards whose baccarat points (sum mod 10) are `total`. */
function baccaratHand(random: () => number, total: number): string[] {
  const first = 1 + Math.floor(random() * 13);
  const needed = (total - cardValue(first) + 10) % 10;
  const second = needed === 0 ? 10 + Math.floor(random() * 4) : needed;
  return [card(random, first), card(random, second)];
}

/** Two cards worth `total` at blackjack (2–11 each; an ace counts 11). */
function blackjackHand(random: () => number, total: number): string[] {
  const first = Math.max(2, Math.min(11, total - 2 - Math.floor(random() * Math.min(9, total - 4))));
  const second = total - first;
  const rank = (value: number) => (value === 11 ? 1 : value === 10 ? 10 + Math.floor(random() * 4) : value);
  return [card(random, rank(first)), card(random, rank(second))];
}

/** Totals for two sides: the winner's higher, both equal on a tie. */
function totals(random: () => number, low: number, high: number, tie: boolean): [winner: number, loser: number] {
  const top = low + 1 + Math.floor(random() * (high - low));
  return tie ? [top, top] : [top, low + Math.floor(random() * (top - low))];
}

/**
 * The round a live bet was settled by: the winning side is the bet's pick when it won, another side when it
 * lost; cards, dice or the pocket follow from that side.
 */
export function liveDeal(table: LiveTable, sides: readonly string[], pickId: string, won: boolean, key: string): Deal {
  const random = rng(hashKey('deal', key));
  const others = sides.filter((side) => side !== pickId && side !== 'tie');
  const winner = won ? pickId : sides.includes('tie') && pickId !== 'tie' && random() < 0.1 ? 'tie' : pick(random, others);
  const [a = 'player', b = 'banker'] = sides.filter((side) => side !== 'tie');
  const deal: Deal = { winner, hands: [], dice: [], number: null };
  const twoHands = (points: (total: number) => string[], low: number, high: number) => {
    const [high1, low1] = totals(random, low, high, winner === 'tie');
    const aWins = winner === a;
    deal.hands = [
      { side: a, total: aWins ? high1 : low1, cards: points(aWins ? high1 : low1) },
      { side: b, total: aWins ? low1 : high1, cards: points(aWins ? low1 : high1) },
    ];
  };
  switch (table) {
    case 'baccarat':
    case 'bullBull':
      twoHands((total) => baccaratHand(random, total), 0, 9);
      break;
    case 'blackjack':
      twoHands((total) => blackjackHand(random, total), 12, 21);
      break;
    case 'dragonTiger':
      twoHands((rank) => [card(random, rank)], 1, 13);
      break;
    case 'roulette': {
      const pockets = Array.from({ length: 36 }, (_, i) => i + 1).filter((n) => isRed(n) === (winner === 'red'));
      deal.number = pick(random, pockets);
      break;
    }
    case 'sicBo': {
      // Small is 4–10, big 11–17; the page shows three dice that add up to the winning side.
      do deal.dice = [0, 0, 0].map(() => 1 + Math.floor(random() * 6));
      while (deal.dice.reduce((sum, d) => sum + d, 0) > 10 !== (winner === 'big') || new Set(deal.dice).size === 1);
      break;
    }
    case 'fanTan': {
      const fan = Number(winner.replace('fan', '')) || 1;
      deal.number = 4 * (5 + Math.floor(random() * 10)) + fan;
      break;
    }
  }
  return deal;
}
