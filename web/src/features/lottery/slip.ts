import { fromFen, toFen } from '@contracts/core/money';

/**
 * The betting slip's arithmetic, in integer fen (never floats): lines, their total, each line's
 * potential win at the odds shown, and what stops a submission. Pure, so it is tested alone.
 */
export interface SlipLine {
  option: string;
  /** The option's name as the board shows it ("Big", "Sum 10"). */
  name: string;
  fen: number;
}

/** Adds a chip to an option: a new line, or more on the option's line (a second tap doubles a 10 to 20). */
export function addChip(lines: readonly SlipLine[], option: string, name: string, chipFen: number): SlipLine[] {
  const at = lines.findIndex((line) => line.option === option);
  if (at === -1) return [...lines, { option, name, fen: chipFen }];
  return lines.map((line, i) => (i === at ? { ...line, fen: line.fen + chipFen } : line));
}

export const removeLine = (lines: readonly SlipLine[], option: string): SlipLine[] => lines.filter((line) => line.option !== option);

export const slipTotalFen = (lines: readonly SlipLine[]): number => lines.reduce((sum, line) => sum + line.fen, 0);

/**
 * What a line pays back if it wins: stake × odds, stake included (the contract's odds are "total
 * payout per 1 staked"), rounded down to the fen so the slip never promises more than is paid.
 * The odds string ("1.98", "9.5", "180") is read digit by digit, not as a float.
 */
export function potentialWinFen(stakeFen: number, odds: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(odds);
  if (!match) return 0;
  const decimals = match[2] ?? '';
  const scaled = BigInt(`${match[1]}${decimals}`);
  const scale = 10n ** BigInt(decimals.length);
  return Number((BigInt(stakeFen) * scaled) / scale);
}

/** The most the slip can pay back if every line won (lines that exclude each other cannot all win). */
export const slipWinIfAllFen = (lines: readonly SlipLine[], oddsOf: (option: string) => string | undefined): number =>
  lines.reduce((sum, line) => sum + potentialWinFen(line.fen, oddsOf(line.option) ?? '0'), 0);

export type LineProblem = 'belowMin' | 'aboveMax' | null;
export type SlipProblem = 'empty' | 'tooMany' | 'lineLimits' | 'shortBalance' | null;

export function lineProblem(line: SlipLine, minBet: string, maxBet: string): LineProblem {
  if (line.fen < toFen(minBet)) return 'belowMin';
  if (line.fen > toFen(maxBet)) return 'aboveMax';
  return null;
}

/** The first reason the slip cannot be sent, or null. The server checks all of these again. */
export function slipProblem(
  lines: readonly SlipLine[],
  limits: { minBet: string; maxBet: string; maxLines: number },
  balance: string | undefined,
): SlipProblem {
  if (lines.length === 0) return 'empty';
  if (lines.length > limits.maxLines) return 'tooMany';
  if (lines.some((line) => lineProblem(line, limits.minBet, limits.maxBet) !== null)) return 'lineLimits';
  if (balance !== undefined && slipTotalFen(lines) > toFen(balance)) return 'shortBalance';
  return null;
}

/** The lines as placeOrder wants them: amounts as the wire's decimal strings. */
export const slipBets = (lines: readonly SlipLine[]) => lines.map((line) => ({ option: line.option, amount: fromFen(line.fen) }));
