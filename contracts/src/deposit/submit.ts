import { z } from 'zod';
import { NOT_BLANK } from '../rules/text';
import { endpoint } from '../core/endpoint';
import { fromFen, Money, toFen } from '../core/money';
import { IsoDateTime } from '../core/time';
import { CardholderName, CryptoProtocol, DepositAmount } from '../rules/money-forms';
import { cnyToUsdt, ExchangeRate, percentOfFen, UsdtAmount } from '../funds/rates';
import { DepositChannelType, type DepositChannel } from './channels';

/**
 * The recharge form. Which of the optional fields a channel needs, and its narrower limits, are
 * added by depositFormFor(channel): the server checks the same schema against the channel it loads.
 */
export const DepositForm = z.object({
  channelId: z
    .number({ error: 'channel.required' })
    .int()
    .positive('channel.required')
    .meta({ description: 'An open channel (recharge/getRechargeChannels1); a "contact customer service" channel takes no form.' }),
  amount: DepositAmount,
  depositorName: CardholderName.meta({
    description:
      'The name on the paying account; required by channels whose `fields.depositorName` is true (checked by the server against the channel).',
  }).optional(),
  receipt: z
    .string()
    .regex(NOT_BLANK, 'receipt.required')
    .trim()
    .meta({ description: 'The `path` common/upload answered for the receipt image; required by channels whose `fields.receipt` is true.' })
    .optional(),
  protocol: CryptoProtocol.meta({
    description: "Required by channels whose `fields.protocol` is true, and one of the channel's receivers.",
  }).optional(),
});
export type DepositForm = z.infer<typeof DepositForm>;

/** DepositForm with the rules of one channel: its min/max and the fields it requires. */
export function depositFormFor(channel: DepositChannel) {
  return DepositForm.superRefine((form, ctx) => {
    if (channel.type === DepositChannelType.enum.contactService) {
      ctx.addIssue({ code: 'custom', message: 'deposit.viaService', path: ['channelId'] });
      return;
    }
    // A malformed or out-of-range amount already has its own issue; one message per mistake.
    const fen = DepositAmount.safeParse(form.amount).success ? toFen(form.amount) : null;
    if (fen !== null && fen < toFen(channel.min)) {
      ctx.addIssue({ code: 'custom', message: 'amount.min', path: ['amount'], params: { min: channel.min } });
    } else if (fen !== null && fen > toFen(channel.max)) {
      ctx.addIssue({ code: 'custom', message: 'amount.max', path: ['amount'], params: { max: channel.max } });
    }
    if (channel.fields.depositorName && !form.depositorName) {
      ctx.addIssue({ code: 'custom', message: 'required', path: ['depositorName'] });
    }
    if (channel.fields.receipt && !form.receipt) {
      ctx.addIssue({ code: 'custom', message: 'receipt.required', path: ['receipt'] });
    }
    if (channel.fields.protocol && !form.protocol) {
      ctx.addIssue({ code: 'custom', message: 'protocol.required', path: ['protocol'] });
    }
    if (channel.type === DepositChannelType.enum.crypto && form.protocol && !channel.receivers.some((r) => r.protocol === form.protocol)) {
      ctx.addIssue({ code: 'custom', message: 'protocol.required', path: ['protocol'] });
    }
  });
}

/**
 * What the form previews and the order records: the gift (percentage of the amount, rounded half up
 * to the fen, capped by giftMax) and, for crypto, the estimated payment in USDT.
 */
export function quoteDeposit(channel: DepositChannel, amount: string): { gift: Money; usdt: string | null } {
  const fen = toFen(amount);
  let gift = channel.giftPercent === null ? 0 : percentOfFen(fen, channel.giftPercent);
  if (channel.giftMax !== null) gift = Math.min(gift, toFen(channel.giftMax));
  return {
    gift: fromFen(gift),
    usdt: channel.type === DepositChannelType.enum.crypto ? cnyToUsdt(fen, channel.rate) : null,
  };
}

/** 0 pending (waiting for the platform), 1 approved (credited), 2 rejected. */
export const DepositStatus = z.enum({ pending: 0, approved: 1, rejected: 2 }).meta({ id: 'DepositStatus' });
export type DepositStatus = z.infer<typeof DepositStatus>;

export const DepositOrder = z.object({
  orderNo: z.string(),
  channelId: z.number().int().positive(),
  channelType: DepositChannelType,
  channelName: z.string(),
  amount: Money,
  /** Credited together with the amount on approval. */
  gift: Money,
  status: DepositStatus,
  createdAt: IsoDateTime,
  /** Until when the player should pay; the order is rejected after it. */
  expiresAt: IsoDateTime,
  /** Crypto orders: where and how much to pay. */
  crypto: z
    .object({
      currency: z.literal('USDT'),
      protocol: CryptoProtocol,
      rate: ExchangeRate,
      /** The estimated payment: amount ÷ rate. */
      payAmount: UsdtAmount,
      address: z.string(),
      qrContent: z.string(),
    })
    .nullable(),
  /** Card transfer link and Alipay orders: the page to pay on. */
  payUrl: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof DepositOrder>;

export const submit = endpoint({
  method: 'POST',
  path: 'recharge/submit',
  auth: 'required',
  summary:
    "Create a deposit order on one channel: amount 100–50,000 yuan and within the channel's limits, plus the fields the channel requires (depositor name, receipt path from common/upload, protocol). The order starts pending (0); approval (1) credits amount + gift and adds a turnover requirement; rejected is 2.",
  input: DepositForm,
  idempotent: true,
  output: DepositOrder,
});
