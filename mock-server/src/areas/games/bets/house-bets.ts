import type { World } from '../../../core/store';
import type { BetRow } from '../schemas';
import { countTowardsTurnover } from './valid-bets';

/**
 * The lottery's and fast food's row in the bets (gamebet/getBetList, getTotalList): one
 * per order, kept in step with it — the stake at placement, the payout at settlement, the refund at a
 * cancelled round. `dueAt` stays null, so the lobby's clock sweeper never settles these rows.
 */
export interface HouseBet {
  orderNo: string;
  uid: number;
  venueCode: string;
  /** The lottery's id (fast food: 1). */
  gameId: number;
  content: { en: string; zh_hans: string };
  stakeFen: number;
  betAt: number;
}

export async function openHouseBet(world: World, bet: HouseBet): Promise<BetRow> {
  return world.db.bets.create({
    orderNo: bet.orderNo,
    uid: bet.uid,
    gameId: bet.gameId,
    venueCode: bet.venueCode,
    gameType: 3,
    contentEn: bet.content.en,
    contentZh: bet.content.zh_hans,
    pick: null,
    oddsCents: null,
    stakeFen: bet.stakeFen,
    validBetFen: 0,
    payoutFen: null,
    status: 0,
    betAt: bet.betAt,
    dueAt: null,
    settledAt: null,
    archived: false,
  });
}

/** Settled: payout (0 for a loss), the whole stake counts as valid bet and towards turnover. */
export async function settleHouseBet(
  world: World,
  orderNo: string,
  atMs: number,
  payoutFen: number,
  note: { en: string; zh_hans: string },
): Promise<void> {
  const row = await world.db.bets.update((q) => q.where({ orderNo }), {
    data: (b) => {
      b.status = 1;
      b.payoutFen = payoutFen;
      b.validBetFen = b.stakeFen;
      b.settledAt = atMs;
      b.contentEn = `${b.contentEn} · ${note.en}`;
      b.contentZh = `${b.contentZh} · ${note.zh_hans}`;
    },
  });
  if (!row) throw new Error(`order ${orderNo} has no bet row`);
  await countTowardsTurnover(world, row);
}

/** The round was cancelled: status 2, nothing valid, the stake came back. */
export async function voidHouseBet(world: World, orderNo: string, atMs: number, note: { en: string; zh_hans: string }): Promise<void> {
  const row = await world.db.bets.update((q) => q.where({ orderNo }), {
    data: (b) => {
      b.status = 2;
      b.payoutFen = 0;
      b.validBetFen = 0;
      b.settledAt = atMs;
      b.contentEn = `${b.contentEn} · ${note.en}`;
      b.contentZh = `${b.contentZh} · ${note.zh_hans}`;
    },
  });
  if (!row) throw new Error(`order ${orderNo} has no bet row`);
}
