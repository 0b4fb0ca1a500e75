import { z } from 'zod';
import { DepositChannelType } from '@contracts/deposit/channels';
import { DepositStatus } from '@contracts/deposit/submit';
import { CryptoProtocol } from '@contracts/rules/money-forms';

/* The deposit area's store records. Times are epoch milliseconds of the mock clock; money is integer fen. */

/** A deposit order; `dueAt` is when the clock decides it (null: only the control API or expiry). */
export const DepositOrderRecord = z.object({
  orderNo: z.string(),
  uid: z.number().int(),
  channelId: z.number().int(),
  channelType: DepositChannelType,
  amountFen: z.number().int().positive(),
  giftFen: z.number().int().min(0),
  depositorName: z.string().nullable(),
  receipt: z.string().nullable(),
  protocol: CryptoProtocol.nullable(),
  /** Crypto orders: the rate and estimated USDT at the time of the order. */
  rate: z.string().nullable(),
  payUsdt: z.string().nullable(),
  status: DepositStatus,
  createdAt: z.number(),
  expiresAt: z.number(),
  dueAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
});
export type DepositOrderRecord = z.infer<typeof DepositOrderRecord>;
