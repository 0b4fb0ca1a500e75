import { fromFen, paginate, toFen, toPlatformIso, type Lang, type PageQuery } from '@contracts';
import type { FastFoodSubmitForm } from '@contracts/fastfood/table';
import type { FastFoodBet, FastFoodFundType, Stake } from '@contracts/fastfood/fastfood-types';
import type { DomainCtx } from '../../core/domain-ctx';
import { fail, isDomainError, type DomainError } from '../../core/errors';
import { balanceFen, CENTRAL } from '../../core/ledger';
import type { World } from '../../core/store';
import { orderTotals, placeRoundOrder, playerOrders, type OrderFilter } from '../../rounds/order-book';
import { openRoundFor } from '../../rounds/round-game';
import { inWindow, recordWindow, type DateWindowInput } from '../../core/calendar';
import { FASTFOOD_ORDER_GAME, fastFoodBook } from './order-book';
import type { FastFoodOrderRecord } from './schemas';
import { FASTFOOD_MAX_STAKE_PER_ITEM_FEN, FASTFOOD_MIN_STAKE_FEN, FASTFOOD_ROUND, findFoodItem } from './table';

/** The player's orders of one round (all statuses), oldest first. */
export function roundOrders(world: World, uid: number, roundNo: string): FastFoodOrderRecord[] {
  return fastFoodBook.table
    .ofPlayer(world, uid)
    .filter((o) => o.roundNo === roundNo)
    .sort((a, b) => a.placedAt - b.placedAt || a.orderNo.localeCompare(b.orderNo));
}

/** The player's chips per item in a round (orders that stand: not cancelled), by item id. */
export function stakesInRound(world: World, uid: number, roundNo: string): Map<number, number> {
  const byItem = new Map<number, number>();
  for (const order of roundOrders(world, uid, roundNo)) {
    if (order.status === 2 || order.status === 3) continue;
    for (const stake of order.stakes) byItem.set(stake.itemId, (byItem.get(stake.itemId) ?? 0) + stake.amountFen);
  }
  return byItem;
}

export function stakesView(byItem: Map<number, number>): { myStakes: Stake[]; myTotal: string } {
  const myStakes = [...byItem.entries()].sort(([a], [b]) => a - b).map(([itemId, fen]) => ({ itemId, amount: fromFen(fen) }));
  return { myStakes, myTotal: fromFen([...byItem.values()].reduce((s, f) => s + f, 0)) };
}

/** Chips on the open round: one order per submit, paid from the central wallet in ONE ledger entry. */
export async function submitChips(ctx: DomainCtx, form: FastFoodSubmitForm) {
  const {
    world,
    now,
    lang,
    player: { uid },
  } = ctx;
  const slot = openRoundFor(world, FASTFOOD_ROUND, form.roundNo, now);
  if (isDomainError(slot)) return slot;
  const placed = stakesInRound(world, uid, slot.issue);
  const stakes = checkChips(form.chips, placed, lang);
  if (isDomainError(stakes)) return stakes;
  const totalFen = stakes.reduce((s, c) => s + c.amountFen, 0);

  const content = (l: Lang) =>
    `${slot.issue}: ${stakes.map((s) => `${findFoodItem(s.itemId)!.name[l]} ${fromFen(s.amountFen)}`).join(', ')}`;
  const record = (orderNo: string): FastFoodOrderRecord => ({
    orderNo,
    uid,
    roundNo: slot.issue,
    drawAt: slot.drawAt,
    stakes,
    totalFen,
    payoutFen: 0,
    winningItemId: null,
    status: 0,
    placedAt: now,
    finishedAt: null,
  });
  return placeRoundOrder(
    ctx,
    fastFoodBook,
    { game: FASTFOOD_ORDER_GAME, slot, totalFen, content: { en: content('en'), zh_hans: content('zh_hans') }, record },
    (order) => ({
      orderNo: order.orderNo,
      roundNo: slot.issue,
      ...stakesView(stakesInRound(world, uid, slot.issue)),
      balance: fromFen(balanceFen(world, uid)),
    }),
  );
}

/** Known items, each once, at least minStake, and with the earlier chips at most maxStakePerItem. */
function checkChips(
  chips: FastFoodSubmitForm['chips'],
  placed: Map<number, number>,
  lang: Lang,
): FastFoodOrderRecord['stakes'] | DomainError {
  const seen = new Set<number>();
  const stakes: FastFoodOrderRecord['stakes'] = [];
  for (const chip of chips) {
    const item = findFoodItem(chip.itemId);
    if (!item) return fail('fastfood.itemUnknown', { id: chip.itemId });
    // Refused rather than merged, like the lottery's repeated option: one line per item in one submit.
    if (seen.has(item.id)) return fail('fastfood.itemTwice', { item: item.name[lang] });
    seen.add(item.id);
    const amountFen = toFen(chip.amount);
    if (amountFen < FASTFOOD_MIN_STAKE_FEN)
      return fail('fastfood.belowMin', { min: fromFen(FASTFOOD_MIN_STAKE_FEN), item: item.name[lang] });
    const before = placed.get(item.id) ?? 0;
    if (before + amountFen > FASTFOOD_MAX_STAKE_PER_ITEM_FEN)
      return fail('fastfood.aboveMax', { max: fromFen(FASTFOOD_MAX_STAKE_PER_ITEM_FEN), item: item.name[lang], placed: fromFen(before) });
    stakes.push({ itemId: item.id, amountFen, payoutFen: 0 });
  }
  return stakes;
}

export function fastFoodBetView(order: FastFoodOrderRecord, lang: Lang): FastFoodBet {
  return {
    orderNo: order.orderNo,
    roundNo: order.roundNo,
    status: order.status,
    stakes: order.stakes.map((s) => ({
      itemId: s.itemId,
      itemName: findFoodItem(s.itemId)?.name[lang] ?? String(s.itemId),
      amount: fromFen(s.amountFen),
      payout: fromFen(s.payoutFen),
    })),
    totalStake: fromFen(order.totalFen),
    totalPayout: fromFen(order.payoutFen),
    winningItemId: order.winningItemId,
    placedAt: toPlatformIso(order.placedAt),
    settledAt: order.finishedAt === null ? null : toPlatformIso(order.finishedAt),
  };
}

/** fastfood/getBetList: a page and the totals of the whole query (stakes that stand, payouts). */
export function fastFoodBetList(ctx: DomainCtx, input: PageQuery & OrderFilter) {
  const {
    world,
    now,
    lang,
    player: { uid },
  } = ctx;
  const orders = playerOrders(world, fastFoodBook, uid, now, input);
  const page = paginate(orders, input);
  const { stakeFen, payoutFen } = orderTotals(fastFoodBook, orders);
  return {
    ...page,
    list: page.list.map((o) => fastFoodBetView(o, lang)),
    totals: { stake: fromFen(stakeFen), payout: fromFen(payoutFen) },
  };
}

const FUND_TYPE: Partial<Record<string, FastFoodFundType>> = { bet: 1, payout: 2, betRefund: 3 };

/** fastfood/funds: the central wallet's entries of the player's fast-food orders, with the balance after each. */
export function fastFoodFunds(ctx: DomainCtx, input: PageQuery & DateWindowInput) {
  const {
    world,
    now,
    player: { uid },
  } = ctx;
  const window = recordWindow(now, input);
  const rounds = new Map(fastFoodBook.table.ofPlayer(world, uid).map((o) => [o.orderNo, o.roundNo]));
  const entries = world.db.ledger
    .where({ uid, wallet: CENTRAL })
    .filter((e) => rounds.has(e.orderNo) && FUND_TYPE[e.type] !== undefined && inWindow(window, e.at))
    .sort((a, b) => b.id - a.id);
  const page = paginate(entries, input);
  return {
    ...page,
    list: page.list.map((e) => ({
      id: e.id,
      type: FUND_TYPE[e.type]!,
      amount: fromFen(e.amountFen),
      balanceAfter: fromFen(e.afterFen),
      roundNo: rounds.get(e.orderNo)!,
      orderNo: e.orderNo,
      createdAt: toPlatformIso(e.at),
    })),
  };
}
