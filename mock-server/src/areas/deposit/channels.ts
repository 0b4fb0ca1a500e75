import type { Lang } from '@contracts';
import {
  channelGiftSummary,
  depositChannelTypeLabels,
  DepositChannelType,
  type DepositChannel,
  type DepositChannelGroup,
} from '@contracts/deposit/channels';
import { DEPOSIT_CHANNEL_KIND, payKindIconUrl } from '../funds';

const T = DepositChannelType.enum;
type Text = Record<Lang, string>;
/** Omit over each member of a union, so every channel type keeps its own block. */
type ChannelWire = DepositChannel extends infer C ? (C extends unknown ? Omit<C, 'name' | 'instructions'> : never) : never;

/** The platform's receiving addresses (valid TRON / Ethereum formats, invented). */
export const USDT_RECEIVERS = {
  TRC20: 'TQ5dPfR7mG2xVh8kZcN3bWsJ4uYe6Ax9Kp',
  ERC20: '0x8f3C2a9b7E41d6A05c9D2e3F4b1A7c6D5e8F9a0B',
} as const;
/** Yuan per USDT the platform credits deposits at. */
export const DEPOSIT_USDT_RATE = '7.10';

const CHIPS = ['100.00', '500.00', '1000.00', '5000.00', '10000.00', '50000.00'];
const BIG_CHIPS = ['1000.00', '5000.00', '10000.00', '20000.00', '50000.00'];

interface ChannelDefinition {
  name: Text;
  instructions: Text;
  /** Everything of the wire channel that does not depend on the language. */
  wire: (lang: Lang) => ChannelWire;
}

const none = { depositorName: false, receipt: false, protocol: false };
const base = (id: number, type: DepositChannelType) => ({
  id,
  icon: payKindIconUrl(DEPOSIT_CHANNEL_KIND[type]),
  min: '100.00',
  max: '50000.00',
  quickAmounts: CHIPS,
  fields: none,
  giftPercent: null,
  giftMax: null,
  recommended: false,
});

/**
 * The open channels of spec §9, in display order. Ids are stable: orders and the web refer to them.
 * Crypto orders pay into the receiver of the chosen protocol; link channels pay on a mock page.
 */
const CHANNELS: readonly ChannelDefinition[] = [
  {
    name: { en: 'FPS express', zh_hans: '转数快极速' },
    instructions: {
      en: 'Pay by FPS to the account below, then submit with the name on your paying account.',
      zh_hans: '请通过转数快向下方账户付款，并填写付款账户的户名后提交。',
    },
    wire: (lang) => ({
      ...base(1, T.fps),
      type: T.fps,
      fields: { ...none, depositorName: true },
      recommended: true,
      payee: {
        bankName: lang === 'en' ? 'Star Harbour Bank (FPS)' : '星港银行（转数快）',
        accountName: 'Star Harbour Ltd',
        accountNo: '168 888 88',
        branch: null,
      },
    }),
  },
  {
    name: { en: 'FPS large amount', zh_hans: '转数快大额' },
    instructions: {
      en: 'Pay by FPS to the account below, then submit with the receipt and the name on your paying account.',
      zh_hans: '请通过转数快向下方账户付款，上传付款凭证并填写付款账户的户名后提交。',
    },
    wire: (lang) => ({
      ...base(2, T.fps),
      type: T.fps,
      min: '1000.00',
      quickAmounts: BIG_CHIPS,
      fields: { ...none, depositorName: true, receipt: true },
      giftPercent: '0.5',
      giftMax: '200.00',
      payee: {
        bankName: lang === 'en' ? 'Harbour Commercial Bank (FPS)' : '港湾商业银行（转数快）',
        accountName: 'Star Harbour Ltd',
        accountNo: '990 123 45',
        branch: null,
      },
    }),
  },
  {
    name: { en: 'Card to card', zh_hans: '卡转卡' },
    instructions: { en: 'Submit, then transfer from your bank card on the payment page.', zh_hans: '提交后在支付页面用银行卡转账。' },
    wire: () => ({
      ...base(3, T.cardTransferLink),
      type: T.cardTransferLink,
      max: '20000.00',
      fields: { ...none, depositorName: true },
      link: '/assets/wallet/pay/card-transfer',
    }),
  },
  {
    name: { en: 'Alipay', zh_hans: '支付宝' },
    instructions: { en: 'Submit, then pay with Alipay on the payment page.', zh_hans: '提交后在支付页面使用支付宝付款。' },
    wire: () => ({ ...base(4, T.alipay), type: T.alipay, max: '10000.00', recommended: true, link: '/assets/wallet/pay/alipay' }),
  },
  {
    name: { en: 'USDT', zh_hans: 'USDT' },
    instructions: {
      en: 'Submit, then send the amount of USDT the payment page shows to its address for the protocol you chose.',
      zh_hans: '提交后，请按付款页显示的数量，向所选协议的收款地址转入 USDT。',
    },
    wire: () => ({
      ...base(5, T.crypto),
      type: T.crypto,
      // The chain is the proof of a USDT payment, and the order (amount, address) exists only after submit: no receipt.
      fields: { ...none, protocol: true },
      giftPercent: '1.5',
      giftMax: '888.00',
      recommended: true,
      currency: 'USDT',
      rate: DEPOSIT_USDT_RATE,
      receivers: (['TRC20', 'ERC20'] as const).map((protocol) => ({
        protocol,
        address: USDT_RECEIVERS[protocol],
        qrContent: USDT_RECEIVERS[protocol],
      })),
    }),
  },
  {
    name: { en: 'Cash at a bank counter', zh_hans: '银行柜台现金' },
    instructions: {
      en: 'Deposit cash at any branch into the account below, then upload the deposit slip.',
      zh_hans: '在任一网点向下方账户存入现金，并上传存款回单。',
    },
    wire: (lang) => ({
      ...base(6, T.cash),
      type: T.cash,
      min: '1000.00',
      quickAmounts: BIG_CHIPS,
      fields: { ...none, depositorName: true, receipt: true },
      payee: {
        bankName: lang === 'en' ? 'Harbour Commercial Bank' : '港湾商业银行',
        accountName: 'Star Harbour Ltd',
        accountNo: '6222 0210 0112 3456 789',
        branch: lang === 'en' ? 'Central branch' : '中环支行',
      },
    }),
  },
  {
    name: { en: 'Deposit via customer service', zh_hans: '客服充值' },
    instructions: { en: 'Contact customer service: an agent takes your deposit.', zh_hans: '联系在线客服，由专员为您办理充值。' },
    wire: () => ({ ...base(7, T.contactService), type: T.contactService, serviceUrl: 'pages/home/kefu' }),
  },
];

function channelView(def: ChannelDefinition, lang: Lang): DepositChannel {
  return { ...def.wire(lang), name: def.name[lang], instructions: def.instructions[lang] };
}

export function depositChannels(lang: Lang, type?: DepositChannelType): DepositChannel[] {
  return CHANNELS.map((def) => channelView(def, lang)).filter((c) => type === undefined || c.type === type);
}

export function findDepositChannel(id: number, lang: Lang): DepositChannel | undefined {
  return depositChannels(lang).find((c) => c.id === id);
}

/** Step 1: the types that have open channels, with each one's gift badge from its channels' own gifts. */
export function depositChannelGroups(lang: Lang): DepositChannelGroup[] {
  return DepositChannelType.options.flatMap((type, index) => {
    const channels = depositChannels(lang, type);
    if (channels.length === 0) return [];
    return [
      {
        type,
        name: depositChannelTypeLabels[type][lang],
        icon: payKindIconUrl(DEPOSIT_CHANNEL_KIND[type]),
        channelCount: channels.length,
        ...channelGiftSummary(channels),
        sort: index + 1,
      },
    ];
  });
}
