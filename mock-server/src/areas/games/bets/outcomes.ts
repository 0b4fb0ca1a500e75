import type { GameDefinition } from '../catalogue';
import { FISH, type Named } from '../names';
import { pick, rng } from '../rng';

export interface InstantOutcome {
  payoutFen: number;
  content: Named;
  /** What the page draws: the reels of a slot, the fish hit, the hand. */
  symbols: string[];
}

const REEL_SYMBOLS = ['7', '★', '♦', '♣', '♥', '♠', 'BAR'];

/** Slot pay table: [cumulative probability, multiplier]. Return to player ≈ 95 %. */
const SLOT_TABLE: ReadonlyArray<readonly [number, number]> = [
  [0.62, 0],
  [0.72, 0.5],
  [0.82, 1],
  [0.92, 2],
  [0.97, 5],
  [0.995, 10],
  [1, 20],
];

/** Fishing: most shots miss; [cumulative probability, fish index or -1]. Return ≈ 98 %. */
const FISH_TABLE: ReadonlyArray<readonly [number, number]> = [
  [0.76, -1],
  [0.86, 0],
  [0.93, 1],
  [0.975, 2],
  [0.995, 3],
  [1, 4],
];

const lookup = <T>(table: ReadonlyArray<readonly [number, T]>, r: number): T => (table.find(([p]) => r < p) ?? table[table.length - 1]!)[1];
const pay = (stakeFen: number, multiplier: number) => Math.floor(stakeFen * multiplier);

/** The result of one spin / shot / hand, from a seeded RNG keyed by the bet. */
export function instantOutcome(game: GameDefinition, stakeFen: number, key: number): InstantOutcome {
  const random = rng(key);
  const r = random();
  if (game.category === 6) {
    const fish = lookup(FISH_TABLE, r);
    const target = FISH[fish];
    if (!target) return { payoutFen: 0, content: { en: 'Shot missed', zh_hans: '未命中' }, symbols: ['—'] };
    return {
      payoutFen: pay(stakeFen, target.multiplier),
      content: { en: `Hit a ${target.name[0]} ×${target.multiplier}`, zh_hans: `击中${target.name[1]} ×${target.multiplier}` },
      symbols: [target.name[0]],
    };
  }
  if (game.category === 8) {
    const won = r < 0.47;
    const mine = 2 + Math.floor(random() * 12);
    return {
      payoutFen: won ? pay(stakeFen, 1.95) : 0,
      content: won ? { en: 'Hand won', zh_hans: '本局获胜' } : { en: 'Hand lost', zh_hans: '本局失利' },
      symbols: [String(mine), won ? 'WIN' : 'LOSE'],
    };
  }
  const multiplier = lookup(SLOT_TABLE, r);
  const reels = slotReels(random, multiplier);
  return {
    payoutFen: pay(stakeFen, multiplier),
    content:
      multiplier > 0
        ? { en: `Spin ${reels.join(' ')} ×${multiplier}`, zh_hans: `旋转 ${reels.join(' ')} ×${multiplier}` }
        : { en: `Spin ${reels.join(' ')}`, zh_hans: `旋转 ${reels.join(' ')}` },
    symbols: reels,
  };
}

/** Reels that look like the multiplier: three of a kind for big wins, a pair for small ones. */
function slotReels(random: () => number, multiplier: number): string[] {
  const top = multiplier >= 20 ? '7' : multiplier >= 10 ? 'BAR' : multiplier >= 5 ? '★' : pick(random, REEL_SYMBOLS.slice(2));
  if (multiplier >= 2) return [top, top, top];
  if (multiplier > 0)
    return [
      top,
      top,
      pick(
        random,
        REEL_SYMBOLS.filter((s) => s !== top),
      ),
    ];
  const reels: string[] = [];
  while (reels.length < 3) {
    const next = pick(random, REEL_SYMBOLS);
    if (!reels.includes(next)) reels.push(next);
  }
  return reels;
}
