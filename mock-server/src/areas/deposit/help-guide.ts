import { interpolate, type Lang } from '@contracts';
import { DepositChannelType, type DepositChannel } from '@contracts/deposit/channels';
import { UPLOAD_MAX_BYTES } from '@contracts/rules/feedback';
import type { Bilingual } from '../help';
import { depositChannels } from './channels';
import { DEPOSIT_PAY_WINDOW_MS } from './orders';

/*
 * The help article "How do I make a deposit?" (the help centre's 101; deposit's index registers it there), written
 * from the channels the server enforces: each
 * channel's limits, whether its form takes a receipt and its gift come from depositChannels(), so the
 * article cannot give ¥100.00–¥50,000.00 to a channel that stops at ¥10,000.00, or ask for a receipt that
 * no form takes. Figures go through the contract's formatters (`{{min, money}}`).
 */
const TEXT: Record<
  Lang,
  Record<
    'intro' | 'range' | 'limits' | 'receipt' | 'noReceipt' | 'gift' | 'giftCapped' | 'viaService' | 'colon' | 'separator' | 'steps',
    string
  >
> = {
  en: {
    intro: '<p>Open <strong>My → Deposit</strong>, choose a payment method, enter the amount and submit.</p>',
    range: '<p>Every deposit is between <strong>{{min, money}} and {{max, money}}</strong>; each channel has its own limits and needs:</p>',
    limits: '{{min, money}}–{{max, money}}',
    receipt: 'upload the payment receipt (png or jpg, up to {{mb}} MB) with the order',
    noReceipt: 'no receipt needed',
    gift: '{{percent, percent}} extra gift',
    giftCapped: '{{percent, percent}} extra gift, up to {{cap, money}}',
    viaService: 'an agent takes your deposit in the chat',
    colon: ': ',
    separator: '; ',
    steps:
      '<ol><li>After submitting you have <strong>{{minutes}} minutes</strong> to pay; an order that is not paid by then is closed.</li><li>Virtual currency (USDT, TRC20 or ERC20) shows the exchange rate and the estimated amount before you submit; the payment page then gives the exact amount, the address and its QR code. The transfer on the chain is the proof: no receipt is asked for.</li></ol><p>The order is usually approved within a few minutes and the money arrives in your central wallet. You can follow it in <a href="#/pages/mine/transactionRecord">transaction records</a>.</p>',
  },
  zh_hans: {
    intro: '<p>打开<strong>我的 → 存款</strong>，选择支付方式，输入金额并提交。</p>',
    range: '<p>单笔存款金额为 <strong>{{min, money}} 至 {{max, money}}</strong>，各渠道的限额和要求如下：</p>',
    limits: '{{min, money}}–{{max, money}}',
    receipt: '下单时上传付款凭证（png 或 jpg，不超过 {{mb}} MB）',
    noReceipt: '无需凭证',
    gift: '额外赠送 {{percent, percent}}',
    giftCapped: '额外赠送 {{percent, percent}}，最高 {{cap, money}}',
    viaService: '由客服在聊天中为您办理',
    colon: '：',
    separator: '；',
    steps:
      '<ol><li>提交后请在 <strong>{{minutes}} 分钟</strong>内完成付款，逾期未付款的订单将被关闭。</li><li>虚拟货币（USDT，TRC20 或 ERC20）在提交前显示汇率和预计数量；提交后，付款页给出准确数量、收款地址及其二维码。链上转账即为凭证，无需上传。</li></ol><p>订单通常在几分钟内审核通过，款项进入中心钱包。您可以在<a href="#/pages/mine/transactionRecord">交易记录</a>中查看进度。</p>',
  },
};

function channelLine(channel: DepositChannel, lang: Lang): string {
  const text = TEXT[lang];
  const name = `<strong>${channel.name}</strong>${text.colon}`;
  if (channel.type === DepositChannelType.enum.contactService) return `<li>${name}${text.viaService}</li>`;
  const facts = [
    interpolate(text.limits, { min: channel.min, max: channel.max }),
    interpolate(channel.fields.receipt ? text.receipt : text.noReceipt, { mb: UPLOAD_MAX_BYTES / 1024 / 1024 }),
  ];
  if (channel.giftPercent !== null) {
    facts.push(
      interpolate(channel.giftMax === null ? text.gift : text.giftCapped, { percent: channel.giftPercent, cap: channel.giftMax ?? '' }),
    );
  }
  return `<li>${name}${facts.join(text.separator)}</li>`;
}

function guide(lang: Lang): string {
  const text = TEXT[lang];
  const channels = depositChannels(lang);
  const takesForms = channels.filter((c) => c.type !== DepositChannelType.enum.contactService);
  const min = takesForms.map((c) => c.min).reduce((a, b) => (Number(b) < Number(a) ? b : a));
  const max = takesForms.map((c) => c.max).reduce((a, b) => (Number(b) > Number(a) ? b : a));
  return [
    text.intro,
    interpolate(text.range, { min, max }),
    `<ul>${channels.map((c) => channelLine(c, lang)).join('')}</ul>`,
    interpolate(text.steps, { minutes: DEPOSIT_PAY_WINDOW_MS / 60_000 }),
  ].join('');
}

/** The article's content in both languages. */
export function depositGuide(): Bilingual {
  return { en: guide('en'), zh_hans: guide('zh_hans') };
}
