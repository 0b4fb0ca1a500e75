import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { api, describeIssue, flattenContract, isValidationKey } from '../src';
import { depositFormFor, quoteDeposit } from '../src/deposit/submit';
import type { DepositChannel } from '../src/deposit/channels';
import { cnyToUsdt, percentOfFen } from '../src/funds/rates';
import { quoteWithdrawal } from '../src/withdrawal/fees';
import { withdrawalFormFor } from '../src/withdrawal/withdraw';
import { bankCardFormFor, walletAccountFormFor } from '../src/rules/money-forms';
import { sameName } from '../src/rules/text';
import { BetStatus, betStatusLabels } from '../src/records/bets';
import { tradeTypeLabels, TradeType } from '../src/records/trades';
import { ledgerTypeLabels, LedgerType } from '../src/records/money-log';
import { exampleWithdrawOverview as overview } from '../src/withdrawal/withdraw-example';

/**
 * The message keys of a failed parse (empty when it passed). Every custom issue must carry a key that
 * both languages translate (validation-zh_hans is typed by the English keys).
 */
function keys(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  for (const issue of result.error.issues) {
    if (issue.code === 'custom') expect(isValidationKey(issue.message), issue.message).toBe(true);
  }
  return result.error.issues.map((i) => i.message);
}

const NOW = Date.parse('2026-11-22T12:00:00+08:00');
const TRC20 = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const ERC20 = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

describe('deposit amount (spec §5: 100–50,000 yuan) through recharge/submit', () => {
  const submit = (amount: string) => keys(api.deposit.submit.input, { channelId: 1, amount });

  it('refuses a deposit of 99.99', () => expect(submit('99.99')).toEqual(['amount.deposit.range']));
  it('accepts a deposit of 100.00', () => expect(submit('100.00')).toEqual([]));
  it('accepts a deposit of 50000.00', () => expect(submit('50000.00')).toEqual([]));
  it('refuses a deposit of 50000.01', () => expect(submit('50000.01')).toEqual(['amount.deposit.range']));
  it('refuses three decimals and an empty amount', () => {
    expect(submit('100.001')).toContain('amount.format');
    expect(submit('')).toContain('amount.required');
  });
});

describe('transfer (spec §5) through fundslog/transfer', () => {
  const transfer = api.funds.transfer.input;
  it('accepts central → venue and venue → central', () => {
    expect(keys(transfer, { from: 'central', to: 'aurora', amount: '10.00' })).toEqual([]);
    expect(keys(transfer, { from: 'aurora', to: 'central', amount: '10.00' })).toEqual([]);
  });
  it('refuses venue → venue', () => {
    expect(keys(transfer, { from: 'aurora', to: 'nebula', amount: '10.00' })).toEqual(['transfer.venueToVenue']);
  });
  it('requires an amount above zero', () => {
    expect(keys(transfer, { from: 'central', to: 'aurora', amount: '' })).toContain('amount.required');
    expect(keys(transfer, { from: 'central', to: 'aurora', amount: '0.00' })).toEqual(['amount.positive']);
  });
});

describe('payees through withdraw/addBank, addCrypt, addWallet', () => {
  const card = { cardholderName: '张三', bankId: 3, cardNumber: '4111 1111 1111 1111', bankAddress: '深圳分行' };

  it('accepts a Luhn-valid card (spaces allowed) and refuses a Luhn-invalid one', () => {
    expect(keys(api.withdrawal.addBank.input, card)).toEqual([]);
    expect(keys(api.withdrawal.addBank.input, { ...card, cardNumber: '4111111111111112' })).toEqual(['cardNumber.checksum']);
  });
  it('accepts the cardholder "张三·李" and refuses "John3"', () => {
    expect(keys(api.withdrawal.addBank.input, { ...card, cardholderName: '张三·李' })).toEqual([]);
    expect(keys(api.withdrawal.addBank.input, { ...card, cardholderName: 'John3' })).toEqual(['cardholder.format']);
  });
  it('requires a bank and a non-blank bank address', () => {
    expect(keys(api.withdrawal.addBank.input, { ...card, bankId: 0 })).toEqual(['bank.required']);
    expect(keys(api.withdrawal.addBank.input, { ...card, bankAddress: '   ' })).toEqual(['bankAddress.required']);
  });

  const crypto = (protocol: string, address: string) =>
    keys(api.withdrawal.addCrypt.input, { alias: 'main', currency: 'USDT', protocol, address });
  it('accepts a TRC20 address on TRC20 and an ERC20 address on ERC20', () => {
    expect(TRC20).toHaveLength(34);
    expect(crypto('TRC20', TRC20)).toEqual([]);
    expect(crypto('ERC20', ERC20)).toEqual([]);
  });
  it('refuses an address of the other protocol, and a truncated one', () => {
    expect(crypto('ERC20', TRC20)).toEqual(['cryptoAddress.format']);
    expect(crypto('TRC20', ERC20)).toEqual(['cryptoAddress.format']);
    expect(crypto('TRC20', TRC20.slice(0, -1))).toEqual(['cryptoAddress.format']);
    expect(crypto('BEP20', ERC20)).not.toEqual([]);
  });
  it('binds a wallet account with real name, alias and address', () => {
    expect(keys(api.withdrawal.addWallet.input, { realName: 'Li Lei', alias: 'w', address: 'W123' })).toEqual([]);
    expect(keys(api.withdrawal.addWallet.input, { realName: 'Li Lei', alias: 'w', address: ' ' })).toEqual(['required']);
  });
});

describe("a payee in the account holder's own name (bankCardFormFor, walletAccountFormFor, withdrawalFormFor)", () => {
  const card = { cardholderName: 'Li Wei', bankId: 3, cardNumber: '4111 1111 1111 1111', bankAddress: 'Futian branch' };

  it('compares names without regard to spaces, full-width forms, name dots or Latin case', () => {
    expect(sameName('Li Wei', '  LI　WEI ')).toBe(true);
    expect(sameName('Li Wei', 'li·wei')).toBe(true);
    expect(sameName('张伟', '张　伟')).toBe(true);
    expect(sameName('Ｌｉ Ｗｅｉ', 'Li Wei')).toBe(true);
    expect(sameName('Li Wei', 'LiWei')).toBe(false);
    expect(sameName('Li Wei', 'Zhang San')).toBe(false);
    expect(sameName('张伟', '张卫')).toBe(false);
  });
  it("binds a card in the account's real name however it is spelt, and no other", () => {
    expect(keys(bankCardFormFor('Li Wei'), { ...card, cardholderName: '　LI  wei　' })).toEqual([]);
    expect(bankCardFormFor('Li Wei').parse({ ...card, cardholderName: 'LI　 WEI' }).cardholderName).toBe('LI WEI');
    expect(keys(bankCardFormFor('Li Wei'), { ...card, cardholderName: 'Zhang San' })).toEqual(['accountName.mismatch']);
    expect(keys(walletAccountFormFor('张伟'), { realName: '李娜', alias: 'w', address: 'W123' })).toEqual(['accountName.mismatch']);
    expect(keys(walletAccountFormFor('张伟'), { realName: '张 伟', alias: 'w', address: 'W123' })).toEqual([]);
  });
  it('says first what is wrong with the name itself, then whose it is', () => {
    expect(keys(bankCardFormFor('Li Wei'), { ...card, cardholderName: 'Li_Wei' })[0]).toBe('cardholder.format');
  });
  it('refuses every name while the account has none, with the way to set it, in both languages', () => {
    const issues = bankCardFormFor(null).safeParse(card).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['accountName.notSet']);
    expect(describeIssue(issues[0]!, 'en')).toBe('Cardholder name: set your real name in Personal data first (My → Personal data)');
    expect(describeIssue(issues[0]!, 'zh_hans')).toBe('持卡人姓名：请先在个人资料中设置真实姓名（我的 → 个人资料）');
    const mismatch = bankCardFormFor('Li Wei').safeParse({ ...card, cardholderName: 'Zhang San' }).error?.issues ?? [];
    expect(describeIssue(mismatch[0]!, 'en')).toBe('Cardholder name must match the real name on your account');
    expect(describeIssue(mismatch[0]!, 'zh_hans')).toBe('持卡人姓名必须与账户的真实姓名一致');
  });
  it("withdraws only to a card in the account's real name, even one bound before the rule", () => {
    const form = { amount: '1000.00', secondaryPassword: '123456', methodId: 1, payeeId: 11 };
    expect(keys(withdrawalFormFor(overview), form)).toEqual([]);
    expect(keys(withdrawalFormFor({ ...overview, realName: '李四' }), form)).toEqual(['payee.nameMismatch']);
    expect(keys(withdrawalFormFor({ ...overview, realName: null }), form)).toEqual(['accountName.notSet']);
  });
});

describe('record date window (spec §5: last 30 days) at 2026-11-22 12:00 +08:00', () => {
  const windowed = [
    api.records.getTradeList,
    api.records.getMoneyLogList,
    api.records.getBetList,
    api.records.getTotalList,
    api.records.getAwardList,
  ];

  it.each(windowed.map((e) => [e.path, e] as const))('%s accepts the last 30 days and refuses 31', (_, endpoint) => {
    const schema = endpoint.inputAt!(NOW);
    expect(keys(schema, { startDate: '2026-10-24', endDate: '2026-11-22' })).toEqual([]);
    expect(keys(schema, { startDate: '2026-10-23', endDate: '2026-11-22' })).toEqual(['dateRange.window']);
  });
  it('refuses tomorrow, a reversed window and one date without the other', () => {
    const schema = api.records.getTradeList.inputAt!(NOW);
    expect(keys(schema, { startDate: '2026-11-22', endDate: '2026-11-23' })).toEqual(['dateRange.window']);
    expect(keys(schema, { startDate: '2026-11-20', endDate: '2026-11-19' })).toContain('dateRange.order');
    expect(keys(schema, { startDate: '2026-11-20' })).toEqual(['required']);
  });
  it('takes no dates as the last 30 days, and coerces query strings', () => {
    const parsed = api.records.getBetList.inputAt!(NOW).parse({ status: '3', gameType: '7', page: '2' });
    expect(parsed).toMatchObject({ status: 3, gameType: 7, page: 2, pageSize: 20 });
    expect(keys(api.records.getBetList.input, { status: '4' })).not.toEqual([]);
  });
  it('leaves the clock-free input free of the window (docs shape)', () => {
    expect(keys(api.records.getTradeList.input, { startDate: '2020-01-01', endDate: '2020-03-01' })).toEqual([]);
  });
});

const fps: DepositChannel = {
  id: 7,
  type: 1,
  name: 'FPS',
  icon: '/img/fps.svg',
  min: '100.00',
  max: '20000.00',
  quickAmounts: ['100.00', '500.00'],
  fields: { depositorName: true, receipt: true, protocol: false },
  giftPercent: '1.5',
  giftMax: '88.00',
  instructions: '',
  recommended: true,
  payee: { bankName: 'Bank', accountName: 'Platform Ltd', accountNo: '1234567', branch: null },
};
const usdt: DepositChannel = {
  ...fps,
  id: 8,
  type: 4,
  fields: { depositorName: false, receipt: false, protocol: true },
  giftPercent: null,
  giftMax: null,
  currency: 'USDT',
  rate: '7.20',
  receivers: [{ protocol: 'TRC20', address: TRC20, qrContent: TRC20 }],
};

describe("a channel's own rules (depositFormFor), the same on web and mock", () => {
  it('refuses an amount outside the channel limits even inside 100–50,000', () => {
    expect(keys(depositFormFor(fps), { channelId: 7, amount: '20000.01', depositorName: '张三', receipt: 'r.png' })).toEqual([
      'amount.max',
    ]);
  });
  it('reports a malformed amount once, not also as out of the channel limits', () => {
    expect(keys(depositFormFor(fps), { channelId: 7, amount: '', depositorName: '张三', receipt: 'r.png' })).not.toContain('amount.min');
    const withdrawal = keys(withdrawalFormFor(overview), { amount: 'abc', secondaryPassword: '123456', methodId: 1, payeeId: 11 });
    expect(withdrawal).toContain('amount.notNumber');
    expect(withdrawal.filter((k) => ['amount.min', 'amount.max', 'amount.balance', 'withdrawal.quota'].includes(k))).toEqual([]);
  });
  it('requires the fields the channel asks for', () => {
    expect(keys(depositFormFor(fps), { channelId: 7, amount: '100.00' })).toEqual(['required', 'receipt.required']);
    expect(keys(depositFormFor(usdt), { channelId: 8, amount: '100.00' })).toEqual(['protocol.required']);
    expect(keys(depositFormFor(usdt), { channelId: 8, amount: '100.00', protocol: 'ERC20' })).toEqual(['protocol.required']);
    expect(keys(depositFormFor(usdt), { channelId: 8, amount: '100.00', protocol: 'TRC20' })).toEqual([]);
  });
  it('quotes the gift (capped) and the USDT estimate in exact fen', () => {
    expect(quoteDeposit(fps, '1000.00')).toEqual({ gift: '15.00', usdt: null });
    expect(quoteDeposit(fps, '10000.00')).toEqual({ gift: '88.00', usdt: null });
    expect(quoteDeposit(usdt, '1000.00')).toEqual({ gift: '0.00', usdt: '138.89' });
  });
});

describe('rate arithmetic', () => {
  it('rounds half up to the fen without floats', () => {
    expect(percentOfFen(100_00, '1.5')).toBe(150);
    expect(percentOfFen(33, '50')).toBe(17); // 16.5 fen → 17
    expect(percentOfFen(1_000_000_000_00, '0.000001')).toBe(1000);
    expect(cnyToUsdt(100_00, '7')).toBe('14.29');
    expect(cnyToUsdt(0, '7.2')).toBe('0.00');
  });
  it('refuses malformed rates', () => {
    expect(() => percentOfFen(100, '1e3')).toThrow();
    expect(() => cnyToUsdt(100, '0')).toThrow();
  });
});

describe('withdrawal (spec §5) through withdraw/submit and withdrawalFormFor', () => {
  const form = { amount: '1000.00', secondaryPassword: '123456', methodId: 1, payeeId: 11 };
  it('requires amount and a 6-digit withdrawal password', () => {
    expect(keys(api.withdrawal.submit.input, form)).toEqual([]);
    expect(keys(api.withdrawal.submit.input, { ...form, amount: '' })).toContain('amount.required');
    expect(keys(api.withdrawal.submit.input, { ...form, secondaryPassword: '' })).toContain('required');
  });
  it('requires a set withdrawal password and a bound payee of the method', () => {
    expect(keys(withdrawalFormFor({ ...overview, hasSecondaryPassword: false }), form)).toEqual(['secondaryPassword.notSet']);
    expect(keys(withdrawalFormFor(overview), { ...form, payeeId: 12 })).toEqual(['payee.required']);
    expect(keys(withdrawalFormFor(overview), { ...form, methodId: 2 })).toEqual(['withdrawal.method']);
  });
  it('below the method minimum says "at least" the minimum, in both languages', () => {
    const issues = withdrawalFormFor(overview).safeParse({ ...form, amount: '99.99' }).error?.issues ?? [];
    expect(issues.map((i) => i.message)).toEqual(['amount.min']);
    expect(describeIssue(issues[0]!, 'en')).toBe('The amount must be at least ¥100.00');
    expect(describeIssue(issues[0]!, 'zh_hans')).toBe('金额不能低于 ¥100.00');
  });
  it('refuses more than the daily quota left or the balance', () => {
    expect(keys(withdrawalFormFor(overview), { ...form, amount: '3000.01' })).toEqual(['withdrawal.quota']);
    expect(keys(withdrawalFormFor(overview), { ...form, amount: '5000.01' })).toEqual(['amount.balance']);
    expect(keys(withdrawalFormFor({ ...overview, quota: { ...overview.quota, countLeft: 0 } }), form)).toEqual(['withdrawal.quota']);
  });
  it('warns and charges the administrative fee while turnover is short', () => {
    const terms = { adminFeePercent: '5', handlingFeePercent: '1', rate: null };
    expect(quoteWithdrawal('1000.00', { ...terms, turnoverShortfall: '600.00' })).toEqual({
      adminFee: '50.00',
      handlingFee: '10.00',
      actualAmount: '940.00',
      actualUsdt: null,
      turnoverWarning: true,
    });
    expect(quoteWithdrawal('1000.00', { ...terms, turnoverShortfall: '0.00', rate: '7.20' })).toMatchObject({
      adminFee: '0.00',
      actualAmount: '990.00',
      actualUsdt: '137.50',
      turnoverWarning: false,
    });
  });
});

describe('the money endpoints', () => {
  const money = ['funds', 'deposit', 'withdrawal', 'records', 'interest', 'vip'] as const;
  const endpoints = money.flatMap((area) => flattenContract({ [area]: api[area] }));
  const referenceData = new Set([
    'funds.getVenuesList',
    'withdrawal.getBank',
    'withdrawal.getCryptList',
    'records.getTradeTypeList',
    'records.getMoneyLogType',
    'interest.getType',
  ]);

  it('require a session except the reference lists', () => {
    for (const { key, endpoint } of endpoints) expect(endpoint.auth, key).toBe(referenceData.has(key) ? 'none' : 'required');
  });
  it('read with GET and write with POST, including the get… calls that move money', () => {
    expect(api.funds.oneClickRecycle).toMatchObject({ method: 'POST', path: 'fundslog/getOneclickRecycling' });
    expect(api.vip.getVipRes.method).toBe('POST');
    for (const { key, endpoint } of endpoints) {
      const name = endpoint.path.split('/')[1]!;
      const reads = /^get/i.test(name) && !['getOneclickRecycling', 'getVipRes'].includes(name);
      expect(endpoint.method, key).toBe(reads ? 'GET' : 'POST');
    }
  });
  it('coerce query strings of GET filters and refuse unknown enum values', () => {
    expect(api.deposit.getRechargeChannels1.input.parse({ type: '4' })).toEqual({ type: 4 });
    expect(keys(api.deposit.getRechargeChannels1.input, { type: '7' })).not.toEqual([]);
    expect(api.funds.getVenuesList.input.parse({ category: '2' })).toEqual({ category: 2 });
    expect(api.withdrawal.getUserWithdrawList.input.parse({ status: '1' })).toEqual({ status: 1, page: 1, pageSize: 20 });
  });
  it('take amounts of the interest balance as positive amounts', () => {
    expect(keys(api.interest.into.input, { amount: '0.00' })).toEqual(['amount.positive']);
    expect(keys(api.interest.turnout.input, { amount: '12.5' })).toEqual([]);
    expect(keys(api.withdrawal.delAddress.input, { id: 1, type: 9 })).not.toEqual([]);
  });
});

describe('enumerations', () => {
  it('numbers bet statuses as DESIGN §3 fixes them', () => {
    expect(BetStatus.enum).toEqual({ unfinished: 0, completed: 1, cancelled: 2, withdrawn: 3 });
    expect(betStatusLabels[3].en).toBe('Cancelled (order withdrawn)');
  });
  it('labels every value in both languages', () => {
    for (const [schema, labels] of [
      [BetStatus, betStatusLabels],
      [TradeType, tradeTypeLabels],
      [LedgerType, ledgerTypeLabels],
    ] as const) {
      for (const value of schema.options) {
        const label = (labels as Record<number, { en: string; zh_hans: string }>)[value];
        expect(label?.en && label.zh_hans, `${value}`).toBeTruthy();
      }
    }
  });
});
