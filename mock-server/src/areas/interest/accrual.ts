import { DAY_MS, platformDate, startOfPlatformDay } from '@contracts';
import { nextOrderNo } from '../../core/ledger';
import type { World } from '../../core/store';
import { FLEXIBLE_ID, productOf } from './products';
import type { InterestAccountRecord, InterestClockRecord, InterestLotRecord } from './schemas';

/**
 * Daily interest = principal × annual rate / 365, in integer fen: rates are millionths, so one day's
 * interest is principalFen × rateMicro / ACCRUAL_DIVISOR fen exactly. Each lot pays the whole fen and
 * carries the remainder (in 1 / ACCRUAL_DIVISOR fen) to its next day, so after n days a lot has paid
 * floor(exact total): never more, and less by under one fen. Safe integers: principal is capped at
 * MAX_PRINCIPAL_FEN, so principal × rate + carry stays far below 2^53.
 */
export const ACCRUAL_DIVISOR = 1_000_000 * 365;
export const MAX_PRINCIPAL_FEN = 100_000_000; // 1,000,000.00 per player

export function dailyInterest(principalFen: number, rateMicro: number, carry: number): { fen: number; carry: number } {
  const numerator = principalFen * rateMicro + carry;
  return { fen: Math.floor(numerator / ACCRUAL_DIVISOR), carry: numerator % ACCRUAL_DIVISOR };
}

/** The platform midnight that starts the day of `ms`. */
export const midnightOf = (ms: number) => startOfPlatformDay(platformDate(ms));

export function clockRow(world: World, nowMs: number): InterestClockRecord {
  return world.db.interestClock.findFirst((q) => q.where({ id: 1 })) ?? { id: 1, lastMidnight: midnightOf(nowMs), nextId: 1 };
}

export async function saveClock(world: World, row: InterestClockRecord): Promise<void> {
  world.db.interestClock.delete((q) => q.where({ id: 1 }));
  await world.db.interestClock.create(row);
}

/** A new id for a lot or a record (one counter for the area, kept in the world so exports keep it). */
export async function nextInterestId(world: World, nowMs: number): Promise<number> {
  const row = clockRow(world, nowMs);
  await saveClock(world, { ...row, nextId: row.nextId + 1 });
  return row.nextId;
}

export function accountOf(world: World, uid: number): InterestAccountRecord {
  return world.db.interestAccounts.findFirst((q) => q.where({ uid })) ?? { uid, receivableFen: 0, totalFen: 0, lastAccrualAt: null, lastAccrualFen: 0 };
}

export async function saveAccount(world: World, account: InterestAccountRecord): Promise<void> {
  world.db.interestAccounts.delete((q) => q.where({ uid: account.uid }));
  await world.db.interestAccounts.create(account);
}

export function lotsOf(world: World, uid: number): InterestLotRecord[] {
  return world.db.interestLots.findMany((q) => q.where({ uid })).sort((a, b) => a.id - b.id);
}

export const principalOf = (lots: readonly InterestLotRecord[]) => lots.reduce((sum, lot) => sum + lot.principalFen, 0);

/**
 * The accrual of one platform midnight: every lot that has earned since `earnsFrom` pays its day into
 * its player's receivable (one accrual record per player), then fixed terms due at this midnight return
 * to the flexible product (a maturity record), earning the flexible rate from the next day on.
 */
async function accrueMidnight(world: World, midnight: number): Promise<void> {
  const earned = new Map<number, number>();
  for (const lot of world.db.interestLots.all().sort((a, b) => a.id - b.id)) {
    if (lot.earnsFrom > midnight || lot.principalFen === 0) continue;
    const day = dailyInterest(lot.principalFen, productOf(lot.typeId).rateMicro, lot.carry);
    await world.db.interestLots.update((q) => q.where({ id: lot.id }), { data: (l) => void (l.carry = day.carry) });
    earned.set(lot.uid, (earned.get(lot.uid) ?? 0) + day.fen);
  }
  for (const [uid, fen] of [...earned].sort((a, b) => a[0] - b[0])) {
    const account = accountOf(world, uid);
    await saveAccount(world, { ...account, receivableFen: account.receivableFen + fen, totalFen: account.totalFen + fen, lastAccrualAt: midnight, lastAccrualFen: fen });
    if (fen === 0) continue;
    await world.db.interestRecords.create({
      id: await nextInterestId(world, midnight),
      uid,
      orderNo: nextOrderNo(world, 'IA', midnight),
      type: 3,
      typeId: FLEXIBLE_ID,
      amountFen: fen,
      principalAfterFen: principalOf(lotsOf(world, uid)),
      at: midnight,
    });
  }
  const matured = world.db.interestLots.findMany((q) => q.where({ maturesAt: (at) => at !== null && at <= midnight }));
  for (const lot of matured.sort((a, b) => a.id - b.id)) {
    await world.db.interestLots.update((q) => q.where({ id: lot.id }), {
      data: (l) => {
        l.typeId = FLEXIBLE_ID;
        l.maturesAt = null;
        l.earnsFrom = midnight + DAY_MS;
      },
    });
    await world.db.interestRecords.create({
      id: await nextInterestId(world, midnight),
      uid: lot.uid,
      orderNo: nextOrderNo(world, 'IM', midnight),
      type: 5,
      typeId: lot.typeId,
      amountFen: lot.principalFen,
      principalAfterFen: principalOf(lotsOf(world, lot.uid)),
      at: midnight,
    });
  }
}

/** A new world starts counting midnights from its first day (so the first request writes nothing). */
export async function seedInterestClock(world: World, startMs: number): Promise<void> {
  await saveClock(world, { id: 1, lastMidnight: midnightOf(startMs), nextId: 1 });
}

/**
 * The clock job: runs the accrual of every platform midnight passed since the last one, in order, so a
 * jump of the clock (a day or four hundred) gives the same result as living through each day. Answers
 * the next midnight. A clock set backwards runs nothing until it passes the last midnight again.
 */
export async function accrueDueMidnights(world: World, nowMs: number): Promise<number | null> {
  const row = clockRow(world, nowMs);
  let last = row.lastMidnight;
  while (last + DAY_MS <= nowMs) {
    last += DAY_MS;
    await accrueMidnight(world, last);
  }
  // A world exported before this area has no row: it is written once, so its midnights count from today.
  if (last !== row.lastMidnight || !world.db.interestClock.findFirst((q) => q.where({ id: 1 }))) {
    await saveClock(world, { ...clockRow(world, nowMs), lastMidnight: last });
  }
  return last + DAY_MS;
}
