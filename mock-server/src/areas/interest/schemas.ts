import { z } from 'zod';
import { InterestRecordType } from '@contracts/interest/interest';

/* The interest area's store records. Times are epoch ms of the mock clock; money is integer fen. */

/**
 * One lot of principal: each transfer in is a lot of its own, so money that arrives late in a day does
 * not earn for the whole day. `carry` is the fraction of a fen not yet paid, in units of 1 / ACCRUAL_DIVISOR
 * fen (accrual.ts): it is added to the next day's interest, so no fen is lost however small the lot.
 */
export const InterestLotRecord = z.object({
  id: z.number().int().positive(),
  uid: z.number().int(),
  typeId: z.number().int().positive(),
  principalFen: z.number().int().min(0),
  carry: z.number().int().min(0),
  startedAt: z.number(),
  /** The first platform midnight whose accrual includes this lot (the day after it arrived has ended). */
  earnsFrom: z.number(),
  /** Fixed terms: the platform midnight it returns to the flexible product; null for flexible. */
  maturesAt: z.number().nullable(),
});
export type InterestLotRecord = z.infer<typeof InterestLotRecord>;

/** A player's earnings: accrued in total, not yet received, and the last midnight's accrual. */
export const InterestAccountRecord = z.object({
  uid: z.number().int(),
  receivableFen: z.number().int().min(0),
  totalFen: z.number().int().min(0),
  lastAccrualAt: z.number().nullable(),
  lastAccrualFen: z.number().int().min(0),
});
export type InterestAccountRecord = z.infer<typeof InterestAccountRecord>;

/** interest/getList's rows. */
export const InterestRecordRow = z.object({
  id: z.number().int().positive(),
  uid: z.number().int(),
  orderNo: z.string(),
  type: InterestRecordType,
  typeId: z.number().int().positive(),
  amountFen: z.number().int().min(0),
  principalAfterFen: z.number().int().min(0),
  at: z.number(),
  /** An accrual covering several midnights (a clock jump): the first of them; absent for one day. */
  fromAt: z.number().optional(),
});
export type InterestRecordRow = z.infer<typeof InterestRecordRow>;

/** The last platform midnight whose accrual ran (one row, id 1), and the area's id counter. */
export const InterestClockRecord = z.object({
  id: z.literal(1),
  lastMidnight: z.number(),
  nextId: z.number().int().positive(),
});
export type InterestClockRecord = z.infer<typeof InterestClockRecord>;
