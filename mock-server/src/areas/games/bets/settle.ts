import { fromFen } from '@contracts';
import { earliest } from '../../../core/clock';
import { fail, type DomainError } from '../../../core/errors';
import { credit } from '../../../core/ledger';
import type { BetRow } from '../schemas';
import type { World } from '../../../core/store';
import { catalogueFor } from '../catalogue';
import { winChance } from '../markets';
import { findHouseVenue } from '../../../catalogue/venues';
import { hashKey, rng } from '../rng';
import { countTowardsTurnover } from './valid-bets';
import { tellAboutOrder } from '../../help';
import { inUnitOfWork } from '../../../core/unit-of-work';

export type ForcedOutcome = 'win' | 'lose';

function findBet(world: World, orderNo: string): BetRow | undefined {
  return world.db.bets.findFirst((q) => q.where({ orderNo }));
}

/**
 * Settles one Unfinished bet: the seeded RNG (keyed by the order number, so a replay gives the same
 * result) or a forced outcome from the control API decides; a win pays stake × odds into the venue and
 * tells the player in a personal message, in the same unit of work (both or neither).
 */
export function settleBet(world: World, nowMs: number, bet: BetRow, forced?: ForcedOutcome): Promise<BetRow> {
  if (bet.status !== 0) return Promise.resolve(bet);
  return inUnitOfWork(world, () => settleUnfinished(world, nowMs, bet, forced));
}

async function settleUnfinished(world: World, nowMs: number, bet: BetRow, forced?: ForcedOutcome): Promise<BetRow> {
  const odds = bet.oddsCents ?? 200;
  const won = forced ? forced === 'win' : rng(hashKey(world.seed, 'settle', bet.orderNo))() < winChance(odds);
  const payoutFen = won ? Math.floor((bet.stakeFen * odds) / 100) : 0;
  const game = catalogueFor(world.seed).byId.get(bet.gameId);
  if (payoutFen > 0) {
    await credit(world, nowMs, {
      uid: bet.uid,
      wallet: bet.venueCode,
      type: 'payout',
      amountFen: payoutFen,
      orderNo: bet.orderNo,
      remark: game?.name.en ?? '',
    });
    await tellAboutOrder(world, nowMs, {
      uid: bet.uid,
      orderNo: bet.orderNo,
      title: 'news.betWonTitle',
      sentences: [
        [
          'news.betWon',
          { game: game?.name ?? { en: bet.venueCode, zh_hans: bet.venueCode }, orderNo: bet.orderNo, amount: fromFen(payoutFen) },
        ],
      ],
      link: 'bet',
    });
  }
  const result = won ? { en: `won ${fromFen(payoutFen)}`, zh_hans: `赢 ${fromFen(payoutFen)}` } : { en: 'lost', zh_hans: '未中' };
  const updated = await world.db.bets.update((q) => q.where({ orderNo: bet.orderNo }), {
    data: (b) => {
      b.status = 1;
      b.payoutFen = payoutFen;
      b.validBetFen = b.stakeFen;
      b.settledAt = nowMs;
      b.dueAt = null;
      b.contentEn = `${b.contentEn} · ${result.en}`;
      b.contentZh = `${b.contentZh} · ${result.zh_hans}`;
    },
  });
  if (!updated) throw new Error(`bet ${bet.orderNo} vanished while settling`);
  await countTowardsTurnover(world, updated);
  return updated;
}

/** The clock's sweeper: every Unfinished bet whose due time has come; answers the next due time, if any. */
export async function settleDue(world: World, nowMs: number): Promise<number | null> {
  const waiting = world.db.bets.findMany((q) => q.where({ status: 0, dueAt: (at) => at !== null }));
  const due = waiting.filter((bet) => bet.dueAt! <= nowMs);
  for (const bet of due.sort((a, b) => a.dueAt! - b.dueAt! || a.orderNo.localeCompare(b.orderNo))) await settleBet(world, nowMs, bet);
  return earliest(waiting.map((bet) => bet.dueAt!).filter((at) => at > nowMs));
}

/** Control API: settle every Unfinished bet (optionally of one player), or one by order number. */
export async function settleNow(
  world: World,
  nowMs: number,
  by: { orderNo?: string; uid?: number; outcome?: ForcedOutcome },
): Promise<BetRow[] | DomainError> {
  if (by.orderNo !== undefined) {
    const bet = findBet(world, by.orderNo);
    if (!bet) return fail('play.betUnknown');
    if (findHouseVenue(bet.venueCode)) return fail('lottery.houseBet');
    if (bet.status !== 0) return fail('play.notUnfinished');
    return [await settleBet(world, nowMs, bet, by.outcome)];
  }
  // House bets (lottery, fast food) settle at their round's draw, never here.
  const open = world.db.bets
    .findMany((q) => q.where({ status: 0, uid: (uid) => by.uid === undefined || uid === by.uid }))
    .filter((bet) => !findHouseVenue(bet.venueCode));
  const settled: BetRow[] = [];
  for (const bet of open) settled.push(await settleBet(world, nowMs, bet, by.outcome));
  return settled;
}

/**
 * Cancels an Unfinished bet and refunds the stake: status 2 by the platform (control API, e.g. a live
 * table voided), status 3 when the player withdraws the order.
 */
export async function cancelBet(world: World, nowMs: number, orderNo: string, status: 2 | 3, uid?: number): Promise<BetRow | DomainError> {
  const bet = findBet(world, orderNo);
  if (!bet || (uid !== undefined && bet.uid !== uid)) return fail('play.betUnknown');
  if (findHouseVenue(bet.venueCode)) return fail('lottery.houseBet');
  if (bet.status !== 0) return fail('play.notWithdrawable');
  await credit(world, nowMs, {
    uid: bet.uid,
    wallet: bet.venueCode,
    type: 'betRefund',
    amountFen: bet.stakeFen,
    orderNo,
    remark: status === 3 ? 'Order withdrawn' : 'Bet cancelled',
  });
  const note =
    status === 3 ? { en: 'order withdrawn', zh_hans: '已撤单' } : { en: 'cancelled, stake refunded', zh_hans: '已取消，本金退回' };
  const updated = await world.db.bets.update((q) => q.where({ orderNo }), {
    data: (b) => {
      b.status = status;
      b.payoutFen = 0;
      b.validBetFen = 0;
      b.settledAt = nowMs;
      b.dueAt = null;
      b.contentEn = `${b.contentEn} · ${note.en}`;
      b.contentZh = `${b.contentZh} · ${note.zh_hans}`;
    },
  });
  return updated ?? bet;
}
