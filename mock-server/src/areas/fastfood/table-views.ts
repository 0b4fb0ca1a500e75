import { fromFen, toPlatformIsoMillis } from '@contracts';
import type { DomainCtx, VisitorCtx } from '../../core/domain-ctx';
import { fail } from '../../core/errors';
import { balanceFen } from '../../core/ledger';
import { slotAt, slotOfIssue } from '../../rounds/clock';
import { historyPage, liveSlots } from '../../rounds/round-game';
import { roundOrders, stakesInRound, stakesView } from './orders';
import { fastFoodRoundView } from './rounds';
import {
  FASTFOOD_CHIPS_FEN,
  FASTFOOD_CLOSE_SECONDS,
  FASTFOOD_MAX_STAKE_PER_ITEM_FEN,
  FASTFOOD_MIN_STAKE_FEN,
  FASTFOOD_ROUND,
  FASTFOOD_ROUND_SECONDS,
  FASTFOOD_TIMING,
  FOOD_ITEMS,
  findFoodItem,
  foodIconUrl,
  RING,
} from './table';

/* The read side of the fast-food table: layout, rates, the round now, history, my chips. */

export function layout(ctx: VisitorCtx) {
  return {
    items: FOOD_ITEMS.map((item) => ({ id: item.id, code: item.code, name: item.name[ctx.lang], icon: foodIconUrl(item.code) })),
    ring: [...RING],
    chips: FASTFOOD_CHIPS_FEN.map(fromFen),
    minStake: fromFen(FASTFOOD_MIN_STAKE_FEN),
    maxStakePerItem: fromFen(FASTFOOD_MAX_STAKE_PER_ITEM_FEN),
    roundSeconds: FASTFOOD_ROUND_SECONDS,
    closeSeconds: FASTFOOD_CLOSE_SECONDS,
  };
}

export const rates = () => FOOD_ITEMS.map((item) => ({ itemId: item.id, rate: fromFen(item.rateCents) }));

/** fastfood/bet: the round now, the one drawn before it, my chips on the round now. */
export async function bettingTable(ctx: DomainCtx) {
  const {
    world,
    now,
    player: { uid },
  } = ctx;
  const slots = liveSlots(FASTFOOD_ROUND, now);
  const [current, previous] = await Promise.all([
    fastFoodRoundView(world, slots.current, now),
    fastFoodRoundView(world, slots.previous, now),
  ]);
  return { current, previous, ...stakesView(stakesInRound(world, uid, slots.current.issue)), serverTime: toPlatformIsoMillis(now) };
}

export function accountBalance(ctx: DomainCtx) {
  const {
    world,
    now,
    player: { uid },
  } = ctx;
  const { myTotal } = stakesView(stakesInRound(world, uid, slotAt(FASTFOOD_TIMING, now).issue));
  return { balance: fromFen(balanceFen(world, uid)), stakedThisRound: myTotal };
}

export function fastFoodHistory(ctx: VisitorCtx, input: { page: number; pageSize: number }) {
  return historyPage(FASTFOOD_ROUND, ctx.now, input, (slot) => fastFoodRoundView(ctx.world, slot, ctx.now));
}

/** fastfood/betRec: my chips in one round (default the round now) per item, with payouts once drawn. */
export async function roundChips(ctx: DomainCtx, input: { roundNo?: string | undefined }) {
  const {
    world,
    now,
    lang,
    player: { uid },
  } = ctx;
  const slot = input.roundNo === undefined ? slotAt(FASTFOOD_TIMING, now) : slotOfIssue(FASTFOOD_TIMING, input.roundNo);
  if (!slot) return fail('fastfood.roundUnknown', { roundNo: input.roundNo ?? '' });
  const byItem = new Map<number, { amountFen: number; payoutFen: number }>();
  for (const order of roundOrders(world, uid, slot.issue)) {
    for (const s of order.stakes) {
      const sum = byItem.get(s.itemId) ?? { amountFen: 0, payoutFen: 0 };
      byItem.set(s.itemId, { amountFen: sum.amountFen + s.amountFen, payoutFen: sum.payoutFen + s.payoutFen });
    }
  }
  const stakes = [...byItem.entries()]
    .sort(([a], [b]) => a - b)
    .map(([itemId, sum]) => ({
      itemId,
      itemName: findFoodItem(itemId)?.name[lang] ?? String(itemId),
      amount: fromFen(sum.amountFen),
      payout: fromFen(sum.payoutFen),
    }));
  const totals = [...byItem.values()].reduce((t, s) => ({ stake: t.stake + s.amountFen, payout: t.payout + s.payoutFen }), {
    stake: 0,
    payout: 0,
  });
  return {
    round: await fastFoodRoundView(world, slot, now),
    stakes,
    totalStake: fromFen(totals.stake),
    totalPayout: fromFen(totals.payout),
  };
}
