import type { GameDefinition } from './catalogue';
import { CLUBS, TEAMS, word, type Named, type Word } from './names';
import { hashKey, rng } from './rng';

const MINUTE = 60_000;
/** The house keeps ~6 %: an option of probability p is offered at 0.94 / p. */
const RETURN = 0.94;

export interface MarketOption {
  id: string;
  label: Named;
  /** Decimal odds in hundredths (1.95 → 195). */
  oddsCents: number;
}

/** What a clock-settled game offers right now: the event, its options and when it settles. */
export interface Market {
  event: Named;
  options: MarketOption[];
  dueAt: number;
  /** The two teams of a match (sports, esports), home first; the play page draws them. */
  sides?: [Named, Named];
}

const oddsFor = (p: number) => Math.max(105, Math.floor((RETURN / p) * 100));
const option = (id: string, label: Word, oddsCents: number): MarketOption => ({ id, label: word(label), oddsCents });

/** The chance the house gives an option of these odds (used when the clock settles it). */
export function winChance(oddsCents: number): number {
  return Math.min(0.95, RETURN / (oddsCents / 100));
}

function fixture(random: () => number, names: readonly Word[]): [Word, Word] {
  const home = Math.floor(random() * names.length);
  const away = (home + 1 + Math.floor(random() * (names.length - 1))) % names.length;
  return [names[home]!, names[away]!];
}

function versus(home: Word, away: Word): Named {
  return { en: `${home[0]} vs ${away[0]}`, zh_hans: `${home[1]} 对 ${away[1]}` };
}

/** The next round boundary at least `leadMs` away (betting closes shortly before a draw). */
function nextRound(nowMs: number, periodMs: number, leadMs: number): number {
  return Math.ceil((nowMs + leadMs) / periodMs) * periodMs;
}

const LIVE_SIDES: ReadonlyArray<ReadonlyArray<readonly [string, Word, number]>> = [
  [
    ['banker', ['Banker', '庄'], 195],
    ['player', ['Player', '闲'], 200],
    ['tie', ['Tie', '和'], 900],
  ],
  [
    ['dragon', ['Dragon', '龙'], 200],
    ['tiger', ['Tiger', '虎'], 200],
    ['tie', ['Tie', '和'], 900],
  ],
  [
    ['red', ['Red', '红'], 200],
    ['black', ['Black', '黑'], 200],
  ],
  [
    ['big', ['Big', '大'], 200],
    ['small', ['Small', '小'], 200],
  ],
  [
    ['player', ['Player', '玩家'], 200],
    ['dealer', ['Dealer', '庄家'], 200],
  ],
  [
    ['player', ['Player', '闲家'], 195],
    ['banker', ['Banker', '庄家'], 195],
  ],
  [
    ['fan1', ['Fan 1', '一番'], 385],
    ['fan2', ['Fan 2', '二番'], 385],
    ['fan3', ['Fan 3', '三番'], 385],
    ['fan4', ['Fan 4', '四番'], 385],
  ],
];

/**
 * The market of a clock-settled game (sports, esports, lottery, live) at an instant. Fixtures and odds
 * change per period and come from the seed, so everyone sees the same board.
 */
export function marketFor(seed: number, game: GameDefinition, nowMs: number): Market {
  switch (game.category) {
    case 7:
    case 4: {
      const period = game.category === 7 ? 30 * MINUTE : 20 * MINUTE;
      const slot = Math.floor(nowMs / period);
      const random = rng(hashKey(seed, game.id, slot));
      const [home, away] = fixture(random, game.category === 7 ? CLUBS : TEAMS);
      const threeWay = game.category === 7 && /^(Football|Ice Hockey)/.test(game.name.en);
      const pHome = 0.3 + random() * 0.4;
      const pDraw = threeWay ? 0.22 : 0;
      const pAway = 1 - pHome - pDraw;
      const options = [option('home', ['Home win', '主胜'], oddsFor(pHome))];
      if (threeWay) options.push(option('draw', ['Draw', '平局'], oddsFor(pDraw)));
      options.push(option('away', ['Away win', '客胜'], oddsFor(pAway)));
      // The match ends one period after the board was put up.
      return { event: versus(home, away), options, dueAt: (slot + 1) * period + period, sides: [word(home), word(away)] };
    }
    case 3: {
      const minutes = /^Three/.test(game.name.en) ? 3 : /^Five/.test(game.name.en) ? 5 : 1;
      const dueAt = nextRound(nowMs, minutes * MINUTE, 10_000);
      const round = Math.floor(dueAt / (minutes * MINUTE)) % 10_000;
      return {
        event: { en: `Draw ${String(round).padStart(4, '0')}`, zh_hans: `第 ${String(round).padStart(4, '0')} 期` },
        options: [
          option('big', ['Big', '大'], 195),
          option('small', ['Small', '小'], 195),
          option('odd', ['Odd', '单'], 195),
          option('even', ['Even', '双'], 195),
        ],
        dueAt,
      };
    }
    case 5: {
      const dueAt = nextRound(nowMs, MINUTE, 15_000);
      const round = Math.floor(dueAt / MINUTE) % 1000;
      const sides = LIVE_SIDES[game.kind] ?? LIVE_SIDES[0]!;
      return {
        event: { en: `Round ${round}`, zh_hans: `第 ${round} 局` },
        options: sides.map(([id, label, odds]) => option(id, label, odds)),
        dueAt,
      };
    }
    default:
      throw new Error(`game ${game.id} settles at once and has no market`);
  }
}
