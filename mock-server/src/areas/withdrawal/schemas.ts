import { z } from 'zod';
import { CryptoProtocol } from '@contracts/rules/money-forms';
import { PayeeType } from '@contracts/withdrawal/payees';
import { WithdrawalMethodType, WithdrawalStatus } from '@contracts/withdrawal/withdraw';
import { Bilingual } from '../help';

/* The withdrawal area's store records. Times are epoch milliseconds of the mock clock; money is integer fen. */

/** A withdrawal order: the amount left the central wallet at submit and is held here while pending. */
export const WithdrawalOrderRecord = z.object({
  orderNo: z.string(),
  uid: z.number().int(),
  methodId: z.number().int(),
  methodType: WithdrawalMethodType,
  payeeId: z.number().int(),
  /** How the order names its payee, in each language (the payee may be unbound later); see payeeLabels. */
  payeeLabel: Bilingual,
  amountFen: z.number().int().positive(),
  adminFeeFen: z.number().int().min(0),
  handlingFeeFen: z.number().int().min(0),
  actualFen: z.number().int().min(0),
  rate: z.string().nullable(),
  actualUsdt: z.string().nullable(),
  turnoverWarning: z.boolean(),
  status: WithdrawalStatus,
  createdAt: z.number(),
  dueAt: z.number().nullable(),
  finishedAt: z.number().nullable(),
  /** A mock message key (translated per request), empty unless rejected. */
  remarkKey: z.string(),
});
export type WithdrawalOrderRecord = z.infer<typeof WithdrawalOrderRecord>;

/** A bound payee; card numbers and addresses are stored whole and only ever answered masked. */
export const PayeeRecord = z.object({
  id: z.number().int().positive(),
  uid: z.number().int(),
  type: PayeeType,
  bankId: z.number().int().nullable(),
  cardholderName: z.string().nullable(),
  cardNumber: z.string().nullable(),
  bankAddress: z.string().nullable(),
  alias: z.string().nullable(),
  protocol: CryptoProtocol.nullable(),
  address: z.string().nullable(),
  realName: z.string().nullable(),
  createdAt: z.number(),
});
export type PayeeRecord = z.infer<typeof PayeeRecord>;
