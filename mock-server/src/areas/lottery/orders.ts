import { fromFen, paginate, toFen, type Lang, type PageQuery } from '@contracts';
import type { LotteryOrder } from '@contracts/lottery/lottery-types';
import type { PlaceOrderForm } from '@contracts/lottery/lottery';
import type { DomainCtx } from '../../core/domain-ctx';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import { balanceFen } from '../../core/ledger';
import { orderTotals, placeRoundOrder, playerOrders, type OrderFilter as RoundOrderFilter } from '../../rounds/order-book';
import { openRoundFor } from '../../rounds/round-game';
import { findLottery, type LotteryDefinition } from './catalogue';
import { findOption, oddsText } from './options';
import { lotteryBook, lotteryGame } from './order-book';
import { orderView } from './order-views';
import type { LotteryOrderRecord } from './schemas';
import type { World } from '../../core/store';

/** One order of one or more lines on the open round, paid from the central wallet in ONE ledger entry. */
export async function placeOrder(ctx: DomainCtx, form: PlaceOrderForm): Promise<{ order: LotteryOrder; balance: string } | DomainError> {
  const {
    world,
    now,
    lang,
    player: { uid },
  } = ctx;
  const lottery = findLottery(form.lotteryId);
  if (!lottery) return fail('lottery.unknown', { id: form.lotteryId });
  const slot = openRoundFor(world, lottery, form.issue, now);
  if (isDomainError(slot)) return slot;

  const lines = checkLines(lottery, form.bets);
  if (isDomainError(lines)) return lines;
  const totalFen = lines.reduce((sum, line) => sum + line.amountFen, 0);
  const summary = (l: Lang) =>
    `${lottery.name[l]} ${slot.issue}: ${lines.map((line) => `${findOption(lottery.type, line.option)?.name[l] ?? line.option} ${fromFen(line.amountFen)} @${oddsText(line.oddsCents)}`).join(', ')}`;
  const record = (orderNo: string): LotteryOrderRecord => ({
    orderNo,
    uid,
    lotteryId: lottery.id,
    issue: slot.issue,
    drawAt: slot.drawAt,
    lines,
    totalFen,
    winFen: 0,
    result: null,
    status: 0,
    placedAt: now,
    finishedAt: null,
  });
  return placeRoundOrder(
    ctx,
    lotteryBook,
    { game: lotteryGame(lottery), slot, totalFen, content: { en: summary('en'), zh_hans: summary('zh_hans') }, record },
    (order) => ({
      order: orderView(order, lang),
      balance: fromFen(balanceFen(world, uid)),
    }),
  );
}

/** Every line on a known option, once, within the lottery's per-line limits; odds as they are now. */
function checkLines(lottery: LotteryDefinition, bets: PlaceOrderForm['bets']): LotteryOrderRecord['lines'] | DomainError {
  const seen = new Set<string>();
  const lines: LotteryOrderRecord['lines'] = [];
  for (const bet of bets) {
    const option = findOption(lottery.type, bet.option);
    if (!option) return fail('lottery.optionUnknown', { option: bet.option });
    // Refused rather than merged: the slip shows one line per option, so a repeat is a client mistake.
    if (seen.has(option.code)) return fail('lottery.optionTwice', { option: option.code });
    seen.add(option.code);
    const amountFen = toFen(bet.amount);
    if (amountFen < lottery.minBetFen) return fail('lottery.lineBelowMin', { min: fromFen(lottery.minBetFen), option: option.code });
    if (amountFen > lottery.maxBetFen) return fail('lottery.lineAboveMax', { max: fromFen(lottery.maxBetFen), option: option.code });
    lines.push({ option: option.code, amountFen, oddsCents: option.oddsCents, won: null, payoutFen: 0 });
  }
  return lines;
}

export interface OrderFilter extends RoundOrderFilter {
  lotteryId?: number | undefined;
  issue?: string | undefined;
}

/** The player's orders matching the filter inside the record window, newest first. */
function lotteryOrders(world: World, uid: number, nowMs: number, filter: OrderFilter): LotteryOrderRecord[] {
  return playerOrders(
    world,
    lotteryBook,
    uid,
    nowMs,
    filter,
    (o) => (filter.lotteryId === undefined || o.lotteryId === filter.lotteryId) && (filter.issue === undefined || o.issue === filter.issue),
  );
}

/** lottery/getUserGameList: a page and the totals of the whole query (stakes that stand, payouts). */
export function userGameList(ctx: DomainCtx, input: PageQuery & OrderFilter) {
  const {
    world,
    now,
    lang,
    player: { uid },
  } = ctx;
  const orders = lotteryOrders(world, uid, now, input);
  const page = paginate(orders, input);
  const { stakeFen, payoutFen } = orderTotals(lotteryBook, orders);
  return {
    ...page,
    list: page.list.map((o) => orderView(o, lang)),
    totals: { betAmount: fromFen(stakeFen), winAmount: fromFen(payoutFen) },
  };
}

/** locsgwin/betList: one colour lottery's orders, optionally one issue, over the last 30 days. */
export function colourBetList(ctx: DomainCtx, input: PageQuery & { lotteryId: number; issue?: string | undefined }) {
  const {
    world,
    now,
    lang,
    player: { uid },
  } = ctx;
  const orders = lotteryOrders(world, uid, now, { lotteryId: input.lotteryId, issue: input.issue });
  const page = paginate(orders, input);
  return { ...page, list: page.list.map((o) => orderView(o, lang)) };
}
