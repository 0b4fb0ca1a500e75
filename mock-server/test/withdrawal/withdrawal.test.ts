import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger } from '@mock/core/ledger';
import { controlCall, ctl, loginAs, testApp } from '../helpers';
import {
  advance,
  api,
  bindCard,
  centralBalance,
  control,
  deposit,
  ok,
  refused,
  TRC20_ADDRESS,
  type Session,
} from '../funds/wallet-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const MINUTE = 60_000;
const withdraw = (payeeId: number, amount: string, secondaryPassword = '123456', methodId = 1) => ({
  amount,
  secondaryPassword,
  methodId,
  payeeId,
});

/** demo01: 8,888.00, withdrawal password 123456, its seeded deposits' turnover met by its bet archive; a bank card bound. */
async function readyPlayer(): Promise<{ session: Session; payeeId: number }> {
  const session = await loginAs(app, 'demo01');
  const payee = await bindCard(app, session);
  return { session, payeeId: payee.id };
}

describe('withdraw/getWithdrawList', () => {
  it('answers balance, methods with payees, quota, fees and turnover', async () => {
    const { session, payeeId } = await readyPlayer();
    const overview = await ok(app, api.withdrawal.getWithdrawList, {}, session, { lang: 'en' });
    expect(overview).toMatchObject({
      balance: '8888.00',
      hasSecondaryPassword: true,
      quota: { countLeft: 5, countTotal: 5, amountLeft: '100000.00', amountTotal: '100000.00' },
      adminFeePercent: '5',
      // Seeded: 2,000.00 and 500.00 deposits this month, met by the valid bets of the bet archive that followed.
      turnover: { required: '2500.00', shortfall: '0.00' },
    });
    expect(overview.methods.map((m) => [m.id, m.type, m.name, m.handlingFeePercent, m.rate])).toEqual([
      [1, 1, 'Fast transfer to bank card', '0', null],
      [2, 2, 'USDT', '1', '7.25'],
    ]);
    // Newest first; demo01 is seeded with a CMB card and a TRC20 account.
    expect(overview.methods[0]?.payees.map((p) => [p.id === payeeId, p.type === 1 && p.bankCode])).toEqual([
      [true, 'ICBC'],
      [false, 'CMB'],
    ]);
    expect(overview.methods[1]?.payees.map((p) => p.type === 2 && p.maskedAddress)).toEqual(['TLa2f6…YjU7']);
  });
});

describe('withdraw/submit refusals', () => {
  it('guides a player without a withdrawal password to set one first', async () => {
    const session = await loginAs(app, 'demo03');
    const payee = await bindCard(app, session);
    expect(await refused(app, api.withdrawal.submit, withdraw(payee.id, '100'), session)).toBe('Set your withdrawal password first');
  });

  it('needs a bound payee of the method', async () => {
    const session = await loginAs(app, 'demo02');
    expect(await refused(app, api.withdrawal.submit, withdraw(1, '100'), session)).toBe('Bind a payee account first');
    const { payeeId } = await readyPlayer();
    // Another player's card is not this player's payee.
    expect(await refused(app, api.withdrawal.submit, withdraw(payeeId, '100'), session)).toBe('Bind a payee account first');
    expect(await refused(app, api.withdrawal.submit, withdraw(payeeId, '100', '123456', 9), session)).toBe('Choose a withdrawal method');
  });

  it('refuses the amount outside the method limits, above the balance, and a missing password', async () => {
    const session = await loginAs(app, 'demo02');
    const payee = await bindCard(app, session);
    expect(await refused(app, api.withdrawal.submit, withdraw(payee.id, '99.99'), session)).toBe('The amount must be at least ¥100.00');
    expect(await refused(app, api.withdrawal.submit, withdraw(payee.id, '500.01'), session)).toBe('The amount exceeds your balance');
    expect(await refused(app, api.withdrawal.submit, withdraw(payee.id, '100', ''), session)).toMatch(/Withdrawal password/);
    expect((await ok(app, api.withdrawal.submit, withdraw(payee.id, '500.00'), session)).amount).toBe('500.00');
    expect(await centralBalance(app, session)).toBe('0.00');
  });

  it('refuses once the daily count quota is used, and a rejection gives its share back', async () => {
    const { session, payeeId } = await readyPlayer();
    const orders = [];
    for (let i = 0; i < 5; i++) orders.push(await ok(app, api.withdrawal.submit, withdraw(payeeId, '100'), session));
    expect(await refused(app, api.withdrawal.submit, withdraw(payeeId, '100'), session)).toBe(
      "This exceeds today's available withdrawal quota",
    );
    await controlCall(app, control.withdrawal.rejectWithdrawal, { orderNo: orders[0]!.orderNo });
    expect((await ok(app, api.withdrawal.getWithdrawList, {}, session)).quota).toMatchObject({ countLeft: 1, amountLeft: '99600.00' });
    await ok(app, api.withdrawal.submit, withdraw(payeeId, '100'), session);
    // The quota resets at midnight platform time.
    await ctl(app).world.setClock({ now: '2026-11-23T00:00:00+08:00' });
    expect((await ok(app, api.withdrawal.getWithdrawList, {}, session)).quota.countLeft).toBe(5);
  });

  it('counts wrong withdrawal passwords and locks withdrawals for 30 minutes after the fifth', async () => {
    const { session, payeeId } = await readyPlayer();
    for (let left = 4; left >= 1; left--) {
      expect(await refused(app, api.withdrawal.submit, withdraw(payeeId, '100', '000000'), session)).toBe(
        `Incorrect withdrawal password. ${left} ${left === 1 ? 'attempt' : 'attempts'} left before withdrawals are locked for 30 minutes`,
      );
    }
    expect(await refused(app, api.withdrawal.submit, withdraw(payeeId, '100', '000000'), session)).toBe(
      'Too many incorrect withdrawal passwords: withdrawals are locked for 30 minutes',
    );
    expect(await refused(app, api.withdrawal.submit, withdraw(payeeId, '100'), session)).toBe(
      'Withdrawals are locked after too many incorrect passwords. Try again in 30 minutes',
    );
    await advance(app, 30 * MINUTE);
    expect((await ok(app, api.withdrawal.submit, withdraw(payeeId, '100'), session)).status).toBe(0);
    expect(await centralBalance(app, session)).toBe('8788.00');
  });
});

describe('turnover and fees', () => {
  it('warns and charges the 5 % administrative fee while turnover is short; valid bets clear it', async () => {
    const session = await loginAs(app, 'demo03');
    await ok(app, api.account.setSecondaryPassword, { secondaryPassword: '123456', confirmSecondaryPassword: '123456' }, session);
    const payee = await bindCard(app, session);
    const order = await deposit(app, session, '1000.00');
    await controlCall(app, control.deposit.approveDeposit, { orderNo: order.orderNo });
    expect((await ok(app, api.withdrawal.getWithdrawList, {}, session)).turnover.shortfall).toBe('1000.00');

    const short = await ok(app, api.withdrawal.submit, withdraw(payee.id, '500.00'), session);
    expect(short).toMatchObject({
      turnoverWarning: true,
      adminFee: '25.00',
      handlingFee: '0.00',
      actualAmount: '475.00',
      status: 0,
      payeeLabel: 'ICBC **** 3446',
    });

    await controlCall(app, control.funds.turnover, { username: 'demo03', validBet: '999.99' });
    expect((await ok(app, api.withdrawal.getWithdrawList, {}, session)).turnover).toEqual({
      required: '1000.00',
      completed: '999.99',
      shortfall: '0.01',
    });
    await controlCall(app, control.funds.turnover, { username: 'demo03', validBet: '0.01' });
    const met = await ok(app, api.withdrawal.submit, withdraw(payee.id, '100.00'), session);
    expect(met).toMatchObject({ turnoverWarning: false, adminFee: '0.00', actualAmount: '100.00' });
  });

  it('charges the USDT handling fee and converts the actual amount at the withdrawal rate', async () => {
    const session = await loginAs(app, 'demo01');
    const account = await ok(
      app,
      api.withdrawal.addCrypt,
      { alias: 'T', currency: 'USDT', protocol: 'TRC20', address: TRC20_ADDRESS },
      session,
    );
    const order = await ok(app, api.withdrawal.submit, withdraw(account.id, '725.00', '123456', 2), session);
    expect(order).toMatchObject({
      methodType: 2,
      handlingFee: '7.25',
      actualAmount: '717.75',
      usdt: { rate: '7.25', actualAmount: '99.00' },
      payeeLabel: 'USDT-TRC20 TXkd8G…La3E',
    });
  });
});

describe("the payee in the player's language", () => {
  it('names a bank card by its bank in Chinese for a Chinese reader, whatever language the order was made in', async () => {
    const { session, payeeId } = await readyPlayer();
    const order = await ok(app, api.withdrawal.submit, withdraw(payeeId, '100.00'), session, { lang: 'en' });
    expect(order.payeeLabel).toBe('ICBC **** 3446');
    const [zh] = (await ok(app, api.records.getTradeList, { type: 2, orderNo: order.orderNo }, session, { lang: 'zh_hans' })).list;
    expect(zh?.method).toBe('极速到账银行卡 · 中国工商银行 **** 3446');
    const log = (await ok(app, api.records.getMoneyLogList, { orderNo: order.orderNo }, session, { lang: 'zh_hans' })).list;
    expect(log.map((e) => e.remark)).toContain('取款至 中国工商银行 **** 3446');
  });
});

describe('withdrawal decisions', () => {
  it('holds the amount while pending and is paid by the clock after 5 minutes, not before', async () => {
    const { session, payeeId } = await readyPlayer();
    const order = await ok(app, api.withdrawal.submit, withdraw(payeeId, '888.00'), session);
    expect(await centralBalance(app, session)).toBe('8000.00');
    await advance(app, 5 * MINUTE - 1);
    expect((await ok(app, api.withdrawal.getUserWithdrawList, {}, session)).list[0]?.status).toBe(0);
    await advance(app, 1);
    const [paid] = (await ok(app, api.withdrawal.getUserWithdrawList, { status: 1 }, session)).list;
    expect(paid).toMatchObject({ orderNo: order.orderNo, status: 1, finishedAt: '2026-11-22T12:05:00+08:00', remark: '' });
    expect(await centralBalance(app, session)).toBe('8000.00');
    expect((await controlCall(app, control.withdrawal.rejectWithdrawal, { orderNo: order.orderNo })).status).toBe(409);
  });

  it('rejected by the control API: the whole amount comes back, with a remark', async () => {
    const { session, payeeId } = await readyPlayer();
    const order = await ok(app, api.withdrawal.submit, withdraw(payeeId, '1000.00'), session);
    expect(await refused(app, api.withdrawal.delAddress, { id: payeeId, type: 1 }, session)).toBe(
      'A withdrawal to this account is in progress: it cannot be unbound yet',
    );
    const pending = (await controlCall(app, control.withdrawal.withdrawals, { username: 'demo01' })).body.orders;
    expect(pending.map((o) => o.orderNo)).toEqual([order.orderNo]);
    expect((await controlCall(app, control.withdrawal.rejectWithdrawal, { orderNo: order.orderNo })).body).toMatchObject({
      order: { status: 2 },
    });
    expect(await centralBalance(app, session)).toBe('8888.00');
    const [rejected] = (await ok(app, api.withdrawal.getUserWithdrawList, {}, session, { lang: 'zh_hans' })).list;
    expect(rejected).toMatchObject({ status: 2, remark: '平台已拒绝，款项已退回中心钱包' });
    const entries = app.mock.world.db.ledger.where({ orderNo: order.orderNo });
    expect(entries.map((e) => [e.type, e.amountFen])).toEqual([
      ['withdrawal', -1000_00],
      ['withdrawalRefund', 1000_00],
    ]);
    expect(await ok(app, api.withdrawal.delAddress, { id: payeeId, type: 1 }, session)).toBeNull();
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('pays by the control API at once', async () => {
    const { session, payeeId } = await readyPlayer();
    const order = await ok(app, api.withdrawal.submit, withdraw(payeeId, '100.00'), session);
    expect((await controlCall(app, control.withdrawal.payWithdrawal, { orderNo: order.orderNo })).body).toMatchObject({
      order: { status: 1 },
    });
    expect((await controlCall(app, control.withdrawal.payWithdrawal, { orderNo: 'WD404' })).status).toBe(404);
  });

  it('lists orders newest first, paged, optionally by status', async () => {
    const { session, payeeId } = await readyPlayer();
    const numbers = [];
    for (const amount of ['100.00', '200.00', '300.00']) {
      numbers.push((await ok(app, api.withdrawal.submit, withdraw(payeeId, amount), session)).orderNo);
      await advance(app, 1000);
    }
    // demo01 also has the seeded month's three withdrawals (two paid, one rejected), older than these.
    const page = await ok(app, api.withdrawal.getUserWithdrawList, { page: 1, pageSize: 2 }, session);
    expect(page).toMatchObject({ total: 6, page: 1, pageSize: 2 });
    expect(page.list.map((o) => o.orderNo)).toEqual([numbers[2], numbers[1]]);
    const second = await ok(app, api.withdrawal.getUserWithdrawList, { page: 2, pageSize: 2 }, session);
    expect(second.list[0]?.orderNo).toBe(numbers[0]);
    expect((await ok(app, api.withdrawal.getUserWithdrawList, { status: 0 }, session)).total).toBe(3);
    expect((await ok(app, api.withdrawal.getUserWithdrawList, { status: 2 }, session)).total).toBe(1);
  });
});
