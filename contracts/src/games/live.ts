import { z } from 'zod';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import { Money, Rate } from '../core/money';
import { IsoDateTime } from '../core/time';
import { Game } from './game-types';

/*
 * The lobby's pulse: recent big wins, the jackpot pool and a player's recently played games. Spec §7 has none of
 * them; they are this project's extension (docs/decisions.md), served under game/ beside the platform's lobby calls.
 */

export const BigWin = z
  .object({
    /** Stable for one win: a key for lists that move. */
    id: z.string(),
    /** Masked: the surname and two stars (张**) in Chinese, two letters and three stars (Li***) in English. */
    player: z.string(),
    gameId: z.number().int().positive(),
    /** In the request language. */
    gameName: z.string(),
    amount: Money,
    at: IsoDateTime,
  })
  .meta({ id: 'BigWin' });
export type BigWin = z.infer<typeof BigWin>;

export const BIG_WINS_SHOWN = 12;

export const getBigWins = endpoint({
  method: 'GET',
  path: 'game/getBigWins',
  auth: 'none',
  summary:
    "Recent big wins in the lobby, newest first (at most 12): the world's players' demo-game wins of ¥1,000.00 or more, " +
    'among wins the mock draws from its seed and its clock (a new one every 45 clock seconds; the same instant gives the ' +
    "same list). Names are masked. This project's extension (docs/decisions.md).",
  input: NoInput,
  output: z.array(BigWin),
});

export const Jackpot = z
  .object({
    /** The pool at `at`. */
    amount: Money,
    /** How much the pool grows per clock second until a demo game hits it (a decimal string of yuan). */
    perSecond: Rate,
    /** The mock clock's instant the figure is for. */
    at: IsoDateTime,
    /** The pool's last payout, if any since the world began. */
    lastHit: BigWin.nullable(),
  })
  .meta({ id: 'Jackpot' });
export type Jackpot = z.infer<typeof Jackpot>;

export const getJackpot = endpoint({
  method: 'GET',
  path: 'game/getJackpot',
  auth: 'none',
  summary:
    'The jackpot pool: it grows from a seeded base at a fixed rate per clock second, and a paid demo-game play (slots, ' +
    "fishing, chess) has a small deterministic chance to win it, paid into that venue's wallet with the bet's own record; " +
    "the pool then starts again from its base. This project's extension (docs/decisions.md).",
  input: NoInput,
  output: Jackpot,
});

export const RECENTLY_PLAYED_SHOWN = 10;

export const getRecentlyPlayed = endpoint({
  method: 'GET',
  path: 'game/getRecentlyPlayed',
  auth: 'required',
  summary:
    "The player's recently played games, most recent first (at most 10): from the games they opened (game/openGame) " +
    "and their bet records. This project's extension (docs/decisions.md).",
  input: NoInput,
  output: z.array(Game),
});
