import { fromFen, paginate, toFen, type Lang, type PageQuery } from '@contracts';
import type { LotteryOrder } from '@contracts/lottery/lottery-types';
import type { PlaceOrderForm } from '@contracts/lottery/lottery';
import type { BetStatus } from '@contracts/records/bets';
import type { DomainCtx } from '../../core/domain-ctx';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import { balanceFen, CENTRAL, debit, nextOrderNo } from '../../core/ledger';
import { inUnitOfWork } from '../../core/unit-of-work';
import { HOUSE_LOTTERY } from '../games/venues';
import { recordWindow, inWindow, type DateWindowInput } from '../records/window';
import { findLottery, type LotteryDefinition } from './catalogue';
import { openHouseBet } from '../games/bets/house-bets';
import { findOption, oddsText } from './options';
import { orderView } from './order-views';
import { isCancelled } from './round-views';
import { slotAt, slotOfIssue, type RoundSlot } from './rounds';
import type { LotteryOrderRecord } from './schemas';
import type { World } from '../../core/store';

/**
 * Why a bet on `issue` is refused now, or the round it may go on: only the round open now, before its
 * close. A bet is never moved to another round.
 */
export function openRoundFor(world: World, game: string, slotOf: (issue: string) => RoundSlot | null, current: RoundSlot, issue: string, nowMs: number): RoundSlot | DomainError {
  const slot = slotOf(issue);
  if (!slot) return fail('lottery.issueUnknown', { issue });
  if (isCancelled(world, game, slot.issue)) return fail('lottery.roundCancelled', { issue });
  if (slot.openAt > current.openAt) return fail('lottery.notOpenYet', { issue });
  if (slot.issue !== current.issue || nowMs >= slot.closeAt) return fail('lottery.closed', { issue });
  return slot;
}

/** One order of one or more lines on the open round, paid from the central wallet in ONE ledger entry. */
export async function placeOrder(ctx: DomainCtx, form: PlaceOrderForm): Promise<{ order: LotteryOrder; balance: string } | DomainError> {
  const { world, now, lang, player: { uid } } = ctx;
  const lottery = findLottery(form.lotteryId);
  if (!lottery) return fail('lottery.unknown', { id: form.lotteryId });
  const slot = openRoundFor(world, lottery.code, (issue) => slotOfIssue(lottery.timing, issue), slotAt(lottery.timing, now), form.issue, now);
  if (isDomainError(slot)) return slot;

  const lines = checkLines(lottery, form.bets);
  if (isDomainError(lines)) return lines;
  const totalFen = lines.reduce((sum, line) => sum + line.amountFen, 0);

  return inUnitOfWork(world, async () => {
    const orderNo = nextOrderNo(world, 'LT', now);
    const summary = (l: Lang) => `${lottery.name[l]} ${slot.issue}: ${lines.map((line) => `${findOption(lottery.type, line.option)?.name[l] ?? line.option} ${fromFen(line.amountFen)} @${oddsText(line.oddsCents)}`).join(', ')}`;
    const paid = await debit(world, now, { uid, wallet: CENTRAL, type: 'bet', amountFen: totalFen, orderNo, remark: `${lottery.name.en} ${slot.issue}` });
    if (isDomainError(paid)) return paid;
    const order = await world.db.lotteryOrders.create({
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
    await openHouseBet(world, { orderNo, uid, venueCode: HOUSE_LOTTERY, gameId: lottery.id, content: { en: summary('en'), zh_hans: summary('zh_hans') }, stakeFen: totalFen, betAt: now });
    return { order: orderView(order, lang), balance: fromFen(balanceFen(world, uid)) };
  });
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

export interface OrderFilter extends DateWindowInput {
  lotteryId?: number | undefined;
  status?: BetStatus | undefined;
  issue?: string | undefined;
}

/** The player's orders matching the filter inside the record window, newest first. */
export function playerOrders(world: World, uid: number, nowMs: number, filter: OrderFilter): LotteryOrderRecord[] {
  const window = recordWindow(nowMs, filter);
  return world.db.lotteryOrders
    .findMany((q) => q.where({ uid }))
    .filter((o) => inWindow(window, o.placedAt))
    .filter((o) => filter.lotteryId === undefined || o.lotteryId === filter.lotteryId)
    .filter((o) => filter.status === undefined || o.status === filter.status)
    .filter((o) => filter.issue === undefined || o.issue === filter.issue)
    .sort((a, b) => b.placedAt - a.placedAt || b.orderNo.localeCompare(a.orderNo));
}

/** lottery/getUserGameList: a page and the totals of the whole query (stakes that stand, payouts). */
export function userGameList(ctx: DomainCtx, input: PageQuery & OrderFilter) {
  const { world, now, lang, player: { uid } } = ctx;
  const orders = playerOrders(world, uid, now, input);
  const page = paginate(orders, input);
  const standing = orders.filter((o) => o.status === 0 || o.status === 1);
  return {
    ...page,
    list: page.list.map((o) => orderView(o, lang)),
    totals: { betAmount: fromFen(standing.reduce((s, o) => s + o.totalFen, 0)), winAmount: fromFen(orders.reduce((s, o) => s + o.winFen, 0)) },
  };
}

/** locsgwin/betList: one colour lottery's orders, optionally one issue, over the last 30 days. */
export function colourBetList(ctx: DomainCtx, input: PageQuery & { lotteryId: number; issue?: string | undefined }) {
  const { world, now, lang, player: { uid } } = ctx;
  const orders = playerOrders(world, uid, now, { lotteryId: input.lotteryId, issue: input.issue });
  const page = paginate(orders, input);
  return { ...page, list: page.list.map((o) => orderView(o, lang)) };
}
