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
  return (
    world.db.interestAccounts.findFirst((q) => q.where({ uid })) ?? {
      uid,
      receivableFen: 0,
      totalFen: 0,
      lastAccrualAt: null,
      lastAccrualFen: 0,
    }
  );
}

export async function saveAccount(world: World, account: InterestAccountRecord): Promise<void> {
  world.db.interestAccounts.delete((q) => q.where({ uid: account.uid }));
  await world.db.interestAccounts.create(account);
}

export function lotsOf(world: World, uid: number): InterestLotRecord[] {
  return world.db.interestLots.findMany((q) => q.where({ uid })).sort((a, b) => a.id - b.id);
}

export const principalOf = (lots: readonly InterestLotRecord[]) => lots.reduce((sum, lot) => sum + lot.principalFen, 0);

/** Platform midnights from `from` to `to`, both included (0 when `to` is before `from`). */
const midnightsBetween = (from: number, to: number) => (to < from ? 0 : Math.floor((to - from) / DAY_MS) + 1);

/**
 * `days` consecutive days of one lot at one rate in closed form: the whole fen paid over them, the carry
 * left, and the fen of the last of them. Exactly what paying day by day gives (each day pays
 * floor((k·a + c) / D) − floor(((k−1)·a + c) / D)), in BigInt so no span or principal can lose a fen.
 */
export function accrueDays(
  principalFen: number,
  rateMicro: number,
  carry: number,
  days: number,
): { fen: number; carry: number; lastDayFen: number } {
  if (days <= 0) return { fen: 0, carry, lastDayFen: 0 };
  const daily = BigInt(principalFen) * BigInt(rateMicro);
  const divisor = BigInt(ACCRUAL_DIVISOR);
  const total = BigInt(days) * daily + BigInt(carry);
  const before = (BigInt(days - 1) * daily + BigInt(carry)) / divisor;
  return { fen: Number(total / divisor), carry: Number(total % divisor), lastDayFen: Number(total / divisor - before) };
}

/**
 * The accrual of every platform midnight after `after` up to `last`, in one pass per lot rather than one per
 * day: each lot earns its term's rate up to its maturity midnight and the flexible rate from the next day
 * (closed form, `accrueDays`), its player's receivable takes the sum, and each player gets one accrual
 * record for the span (`fromAt` its first earning midnight, so the list can say "N days"), then each fixed
 * term that matured in the span gets its maturity record at its own midnight. The same fen, carries and
 * "yesterday" as living through each midnight; a clock that moves a day at a time still writes one
 * accrual record per day.
 */
async function accrueSpan(world: World, after: number, last: number): Promise<void> {
  const first = after + DAY_MS;
  const earned = new Map<number, { fen: number; lastDayFen: number; fromAt: number }>();
  const matured: InterestLotRecord[] = [];
  for (const lot of world.db.interestLots.all().sort((a, b) => a.id - b.id)) {
    if (lot.principalFen === 0 || lot.earnsFrom > last) continue;
    const start = Math.max(first, lot.earnsFrom);
    const maturity = lot.maturesAt !== null && lot.maturesAt <= last ? lot.maturesAt : null;
    // The term's (or flexible) rate up to maturity, then flexible from the midnight after it.
    const term = accrueDays(lot.principalFen, productOf(lot.typeId).rateMicro, lot.carry, midnightsBetween(start, maturity ?? last));
    const flexible =
      maturity === null
        ? null
        : accrueDays(lot.principalFen, productOf(FLEXIBLE_ID).rateMicro, term.carry, midnightsBetween(maturity + DAY_MS, last));
    const carry = flexible?.carry ?? term.carry;
    const lastDayFen = flexible && midnightsBetween(maturity! + DAY_MS, last) > 0 ? flexible.lastDayFen : term.lastDayFen;
    await world.db.interestLots.update((q) => q.where({ id: lot.id }), { data: (l) => void (l.carry = carry) });
    const sum = earned.get(lot.uid) ?? { fen: 0, lastDayFen: 0, fromAt: start };
    earned.set(lot.uid, {
      fen: sum.fen + term.fen + (flexible?.fen ?? 0),
      lastDayFen: sum.lastDayFen + lastDayFen,
      fromAt: Math.min(sum.fromAt, start),
    });
    if (maturity !== null) matured.push(lot);
  }
  for (const [uid, span] of [...earned].sort((a, b) => a[0] - b[0])) {
    const account = accountOf(world, uid);
    await saveAccount(world, {
      ...account,
      receivableFen: account.receivableFen + span.fen,
      totalFen: account.totalFen + span.fen,
      lastAccrualAt: last,
      lastAccrualFen: span.lastDayFen,
    });
    if (span.fen === 0) continue;
    await world.db.interestRecords.create({
      id: await nextInterestId(world, last),
      uid,
      orderNo: nextOrderNo(world, 'IA', last),
      type: 3,
      typeId: FLEXIBLE_ID,
      amountFen: span.fen,
      principalAfterFen: principalOf(lotsOf(world, uid)),
      at: last,
      fromAt: span.fromAt,
    });
  }
  for (const lot of matured.sort((a, b) => a.maturesAt! - b.maturesAt! || a.id - b.id)) {
    const at = lot.maturesAt!;
    await world.db.interestLots.update((q) => q.where({ id: lot.id }), {
      data: (l) => {
        l.typeId = FLEXIBLE_ID;
        l.maturesAt = null;
        l.earnsFrom = at + DAY_MS;
      },
    });
    await world.db.interestRecords.create({
      id: await nextInterestId(world, at),
      uid: lot.uid,
      orderNo: nextOrderNo(world, 'IM', at),
      type: 5,
      typeId: lot.typeId,
      amountFen: lot.principalFen,
      principalAfterFen: principalOf(lotsOf(world, lot.uid)),
      at,
    });
  }
}

/** A new world starts counting midnights from its first day (so the first request writes nothing). */
export async function seedInterestClock(world: World, startMs: number): Promise<void> {
  await saveClock(world, { id: 1, lastMidnight: midnightOf(startMs), nextId: 1 });
}

/**
 * The clock job: accrues every platform midnight passed since the last one in one span (`accrueSpan`), so a
 * jump of the clock (a day or a year) gives the same money as living through each day, at the cost of one
 * pass over the lots. Answers the next midnight. A clock set backwards runs nothing until it passes the
 * last midnight again.
 */
export async function accrueDueMidnights(world: World, nowMs: number): Promise<number | null> {
  const row = clockRow(world, nowMs);
  const days = Math.max(0, Math.floor((nowMs - row.lastMidnight) / DAY_MS));
  const last = row.lastMidnight + days * DAY_MS;
  if (days > 0) await accrueSpan(world, row.lastMidnight, last);
  // A world exported before this area has no row: it is written once, so its midnights count from today.
  if (last !== row.lastMidnight || !world.db.interestClock.findFirst((q) => q.where({ id: 1 }))) {
    await saveClock(world, { ...clockRow(world, nowMs), lastMidnight: last });
  }
  return last + DAY_MS;
}
