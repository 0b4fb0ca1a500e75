import { BIG_WINS_SHOWN, type BigWin } from '@contracts/games/live';
import { fromFen, toPlatformIso, type Lang } from '@contracts';
import { getPlayer } from '../../account';
import type { World } from '../../../core/store';
import { catalogueFor, venueOf, type GameDefinition } from '../catalogue';
import { hashKey, pick, rng } from '../rng';
import type { VisitorCtx } from '../../../core/domain-ctx';
import type { BetRow } from '../schemas';
import { maskUsername, strangerName } from './masked-names';

/** A drawn win lands on every multiple of this clock span: the list moves on as the clock runs. */
export const WIN_EVERY_MS = 45_000;
/** A player's demo-game win joins the list from this payout. */
export const BIG_WIN_FEN = 1_000_00;
const DRAWN_MIN_FEN = 1_000_00;
const DRAWN_SPREAD_FEN = 87_000_00;

/** The games a drawn win comes from: those that settle at once (a win is known when played), in open venues. */
function instantGames(seed: number): readonly GameDefinition[] {
  return catalogueFor(seed).games.filter((game) => {
    const venue = venueOf(game);
    return venue.settlement === 'instant' && !venue.maintenance;
  });
}

/** The win drawn for one clock slot: only the seed and the slot decide it. */
function drawnWin(world: World, slot: number, lang: Lang): BigWin {
  const random = rng(hashKey(world.seed, 'big-win', slot));
  const game = pick(random, instantGames(world.seed));
  // Cubed: most wins are a few thousand, a few are tens of thousands.
  const amountFen = DRAWN_MIN_FEN + Math.floor(random() ** 3 * DRAWN_SPREAD_FEN);
  return {
    id: `d${slot}`,
    player: strangerName(world, random, lang),
    gameId: game.id,
    gameName: game.name[lang],
    amount: fromFen(amountFen),
    at: toPlatformIso(slot * WIN_EVERY_MS),
  };
}

/** A settled bet of a player in the world, as a big win (also the jackpot's last hit). */
export function betAsWin(world: World, bet: Pick<BetRow, 'orderNo' | 'uid' | 'gameId' | 'payoutFen' | 'settledAt'>, lang: Lang): BigWin {
  const game = catalogueFor(world.seed).byId.get(bet.gameId);
  return {
    id: bet.orderNo,
    player: maskUsername(getPlayer(world, bet.uid).username),
    gameId: bet.gameId,
    gameName: game?.name[lang] ?? '',
    amount: fromFen(bet.payoutFen ?? 0),
    at: toPlatformIso(bet.settledAt ?? 0),
  };
}

/**
 * The lobby's recent big wins, newest first: the drawn wins of the last slots up to now, and the players' own
 * demo-game wins over the threshold (live bets only: the seeded archive never happened on this clock).
 */
export function bigWins({ world, now, lang }: VisitorCtx): BigWin[] {
  const lastSlot = Math.floor(now / WIN_EVERY_MS);
  const drawn = Array.from({ length: BIG_WINS_SHOWN }, (_, i) => drawnWin(world, lastSlot - i, lang));
  const real = world.db.bets
    .findMany((q) => q.where({ archived: false, status: 1 }))
    .filter(
      (bet) =>
        (bet.payoutFen ?? 0) >= BIG_WIN_FEN &&
        bet.settledAt !== null &&
        bet.settledAt <= now &&
        catalogueFor(world.seed).byId.has(bet.gameId),
    )
    .map((bet) => betAsWin(world, bet, lang));
  // A stable sort: at the same instant a player's own win comes before a drawn one.
  return [...real, ...drawn].sort((a, b) => Date.parse(b.at) - Date.parse(a.at)).slice(0, BIG_WINS_SHOWN);
}
