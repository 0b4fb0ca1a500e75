import { z } from 'zod';
import { QueryInt } from '../core/wire';
import { endpoint } from '../core/endpoint';
import { NoInput } from '../core/envelope';
import type { Lang } from '../core/lang';
import { Money } from '../core/money';
import { CryptoProtocol } from '../rules/money-forms';
import { ExchangeRate, Percent } from '../funds/rates';

/** The deposit channel types of spec §9, as numbers on the wire. */
export const DepositChannelType = z
  .enum({ fps: 1, cardTransferLink: 2, alipay: 3, crypto: 4, cash: 5, contactService: 6 })
  .meta({ id: 'DepositChannelType' });
export type DepositChannelType = z.infer<typeof DepositChannelType>;
const T = DepositChannelType.enum;

export const depositChannelTypeLabels: Record<DepositChannelType, Record<Lang, string>> = {
  1: { en: 'FPS', zh_hans: '转数快' },
  2: { en: 'Card transfer link', zh_hans: '卡转卡链接' },
  3: { en: 'Alipay', zh_hans: '支付宝' },
  4: { en: 'Virtual currency', zh_hans: '虚拟币' },
  5: { en: 'Cash', zh_hans: '现金' },
  6: { en: 'Contact customer service', zh_hans: '联系客服' },
};

/** A receiving account the player pays into by hand (FPS, cash at a bank counter). */
export const PayeeAccount = z
  .object({
    bankName: z.string(),
    accountName: z.string(),
    /** Account number or FPS identifier. */
    accountNo: z.string(),
    branch: z.string().nullable(),
  })
  .meta({ id: 'PayeeAccount' });

export const CryptoReceiver = z
  .object({
    protocol: CryptoProtocol,
    /** The platform's address for this protocol (the "recharge address"). */
    address: z.string(),
    /** What the QR code encodes (the address, as wallets expect it). */
    qrContent: z.string(),
  })
  .meta({ id: 'CryptoReceiver' });

/** Which optional fields a channel's form needs (checked by depositFormFor on both sides). */
export const DepositChannelFields = z
  .object({ depositorName: z.boolean(), receipt: z.boolean(), protocol: z.boolean() })
  .meta({ id: 'DepositChannelFields' });

const ChannelBase = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  icon: z.string(),
  /** Within 100.00–50,000.00 (DepositAmount); a channel may narrow it. */
  min: Money,
  max: Money,
  /** Amount chips under the amount field. */
  quickAmounts: z.array(Money),
  fields: DepositChannelFields,
  /** Extra gift as a percentage of the amount, capped by giftMax; null: none. */
  giftPercent: Percent.nullable(),
  giftMax: Money.nullable(),
  /** Steps for the player, in the request's language. */
  instructions: z.string(),
  recommended: z.boolean(),
});

/**
 * One concrete channel. The type says which extra block it carries: FPS and cash a receiving
 * account, card transfer link and Alipay a payment link, crypto its currency, rate and addresses,
 * contact service the service URL (no form: the player deposits through customer service).
 */
export const DepositChannel = z.discriminatedUnion('type', [
  ChannelBase.extend({ type: z.literal(T.fps), payee: PayeeAccount }),
  ChannelBase.extend({ type: z.literal(T.cardTransferLink), link: z.string() }),
  ChannelBase.extend({ type: z.literal(T.alipay), link: z.string() }),
  ChannelBase.extend({
    type: z.literal(T.crypto),
    currency: z.literal('USDT'),
    /** Yuan per USDT: the estimated payment is amount ÷ rate (cnyToUsdt). */
    rate: ExchangeRate,
    receivers: z.array(CryptoReceiver).min(1),
  }),
  ChannelBase.extend({ type: z.literal(T.cash), payee: PayeeAccount }),
  ChannelBase.extend({ type: z.literal(T.contactService), serviceUrl: z.string() }),
]);
export type DepositChannel = z.infer<typeof DepositChannel>;

export const DepositChannelGroup = z.object({
  type: DepositChannelType,
  /** The type's label in the request's language. */
  name: z.string(),
  icon: z.string(),
  /** How many open channels the type has (a type without open channels is not listed). */
  channelCount: z.number().int().positive(),
  /** The best gift among its channels, for a badge; null: none of them gives one. */
  bestGiftPercent: Percent.nullable(),
  /**
   * Whether its channels' gifts differ (a channel without a gift counts as 0): then the badge says "up to"
   * bestGiftPercent, since the channel picked first may give less. False: every channel gives exactly it.
   */
  giftVaries: z.boolean(),
  sort: z.number().int(),
});
export type DepositChannelGroup = z.infer<typeof DepositChannelGroup>;

/** A type's gift badge from its channels' own gifts: the best, and whether they differ (see DepositChannelGroup). */
export function channelGiftSummary(
  channels: ReadonlyArray<Pick<DepositChannel, 'giftPercent'>>,
): Pick<DepositChannelGroup, 'bestGiftPercent' | 'giftVaries'> {
  const gifts = channels.map((c) => c.giftPercent ?? '0');
  const best = gifts.reduce((a, b) => (Number(b) > Number(a) ? b : a), '0');
  return {
    bestGiftPercent: channels.some((c) => c.giftPercent !== null && Number(c.giftPercent) > 0) ? best : null,
    giftVaries: new Set(gifts.map(Number)).size > 1,
  };
}

export const getRechargeChannels = endpoint({
  method: 'GET',
  path: 'recharge/getRechargeChannels',
  auth: 'required',
  summary:
    'Step 1 of the recharge page: the deposit channel types that have open channels (1 FPS, 2 card transfer link, 3 Alipay, 4 virtual currency, 5 cash, 6 contact service), with counts and the best gift.',
  input: NoInput,
  output: z.array(DepositChannelGroup),
});

export const getRechargeChannels1 = endpoint({
  method: 'GET',
  path: 'recharge/getRechargeChannels1',
  auth: 'required',
  summary:
    "Step 2: the concrete open channels of one type (query `type`), each with its limits, amount chips, required fields, gift, and its type's block (receiving account, link, USDT rate and addresses, or service URL).",
  input: z.object({ type: QueryInt.pipe(DepositChannelType) }),
  output: z.array(DepositChannel),
});
