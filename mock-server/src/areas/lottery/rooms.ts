import { fromFen, toPlatformIsoMillis } from '@contracts';
import { LOTTERY_TYPE_LABELS, LotteryType, coloursOf, sizeOf, type LotteryWithRounds } from '@contracts/lottery/lottery-types';
import type { ColourResult } from '@contracts/lottery/locsgwin';
import type { VisitorCtx } from '../../core/domain-ctx';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import { DEFAULT_COLOUR_LOTTERY_ID, findLottery, LOTTERIES, type LotteryDefinition } from './catalogue';
import { boardOf, oddsText } from './options';
import { liveView, lotteryView, recentRounds, roundView } from './round-views';
import { lastDrawnSlot, slotBefore } from '../../rounds/clock';
import { historyPage } from '../../rounds/round-game';

/* The read side of the lottery hall and game rooms: everything is computed from the clock. */

function known(id: number): LotteryDefinition | DomainError {
  return findLottery(id) ?? fail('lottery.unknown', { id });
}

/** The colour game of locsgwin/*: the default one, or a lottery of type colour. */
function colourLottery(id: number | undefined): LotteryDefinition | DomainError {
  const lottery = findLottery(id ?? DEFAULT_COLOUR_LOTTERY_ID);
  return lottery && lottery.type === LotteryType.enum.colour ? lottery : fail('lottery.unknown', { id: id ?? DEFAULT_COLOUR_LOTTERY_ID });
}

export async function lotteryLobby(ctx: VisitorCtx, input: { type?: LotteryType | undefined }) {
  const shown = LOTTERIES.filter((l) => input.type === undefined || l.type === input.type);
  const lotteries = await Promise.all(shown.map((l) => liveView(ctx.world, l, ctx.now, ctx.lang)));
  return { lotteries, serverTime: toPlatformIsoMillis(ctx.now) };
}

async function room(ctx: VisitorCtx, lottery: LotteryDefinition | DomainError): Promise<LotteryWithRounds | DomainError> {
  if (isDomainError(lottery)) return lottery;
  return { ...(await liveView(ctx.world, lottery, ctx.now, ctx.lang)), serverTime: toPlatformIsoMillis(ctx.now) };
}

export const lotteryRoom = (ctx: VisitorCtx, input: { lotteryId: number }) => room(ctx, known(input.lotteryId));
export const colourRoom = (ctx: VisitorCtx, input: { lotteryId?: number | undefined }) => room(ctx, colourLottery(input.lotteryId));

export async function recentResults(ctx: VisitorCtx, input: { lotteryId: number; limit: number }) {
  const lottery = known(input.lotteryId);
  if (isDomainError(lottery)) return lottery;
  return recentRounds(ctx.world, lottery, ctx.now, input.limit);
}

export function oddsTable(input: { lotteryId: number }) {
  const lottery = known(input.lotteryId);
  if (isDomainError(lottery)) return lottery;
  return {
    lotteryId: lottery.id,
    odds: boardOf(lottery.type).flatMap((g) => g.options.map((o) => ({ option: o.code, odds: oddsText(o.oddsCents) }))),
  };
}

export function hall(ctx: VisitorCtx) {
  return LotteryType.options
    .map((type) => ({
      type,
      name: LOTTERY_TYPE_LABELS[type][ctx.lang],
      lotteries: LOTTERIES.filter((l) => l.type === type).map((l) => lotteryView(l, ctx.lang)),
    }))
    .filter((group) => group.lotteries.length > 0);
}

export function board(ctx: VisitorCtx, input: { lotteryId: number }) {
  const lottery = known(input.lotteryId);
  if (isDomainError(lottery)) return lottery;
  return {
    lotteryId: lottery.id,
    groups: boardOf(lottery.type).map((g) => ({
      code: g.code,
      name: g.name[ctx.lang],
      options: g.options.map((o) => ({ code: o.code, name: o.name[ctx.lang] })),
    })),
    chips: lottery.chipsFen.map(fromFen),
    minBet: fromFen(lottery.minBetFen),
    maxBet: fromFen(lottery.maxBetFen),
  };
}

/** caipiao/getHistory: a page of drawn rounds with seeds, of one day or of the record window. */
export async function history(ctx: VisitorCtx, input: { lotteryId: number; page: number; pageSize: number; date?: string | undefined }) {
  const lottery = known(input.lotteryId);
  if (isDomainError(lottery)) return lottery;
  return historyPage(lottery, ctx.now, input, (slot) => roundView(ctx.world, lottery, slot, ctx.now));
}

/** How far back locsgwin/lastGameInfo looks past cancelled rounds for a drawn one. */
const LAST_DRAWN_LOOKBACK = 100;

export async function lastColourResult(
  ctx: VisitorCtx,
  input: { lotteryId?: number | undefined },
): Promise<ColourResult | null | DomainError> {
  const lottery = colourLottery(input.lotteryId);
  if (isDomainError(lottery)) return lottery;
  const newest = lastDrawnSlot(lottery.timing, ctx.now);
  for (let i = 0; i < LAST_DRAWN_LOOKBACK; i++) {
    const round = await roundView(ctx.world, lottery, slotBefore(lottery.timing, newest, i), ctx.now);
    const number = round.result?.[0];
    if (round.status === 2 && number !== undefined) return { round, number, colours: coloursOf(number), size: sizeOf(number) };
  }
  return null;
}
