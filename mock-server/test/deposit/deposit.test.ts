import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger } from '@mock/core/ledger';
import { controlCall, loginAs, testApp } from '../helpers';
import {
  advance,
  api,
  centralBalance,
  control,
  deposit,
  fpsDeposit,
  ok,
  refused,
  uploadReceipt,
  type Session,
} from '../funds/wallet-helpers';

let app: FastifyInstance;
let demo03: Session;
beforeEach(async () => {
  app = await testApp();
  demo03 = await loginAs(app, 'demo03');
});
afterEach(() => app.close());

const MINUTE = 60_000;

describe('recharge channels', () => {
  it('lists the six channel types of spec §9 with counts and the best gift', async () => {
    const groups = await ok(app, api.deposit.getRechargeChannels, {}, demo03, { lang: 'en' });
    expect(groups.map((g) => [g.type, g.name, g.channelCount])).toEqual([
      [1, 'FPS', 2],
      [2, 'Card transfer link', 1],
      [3, 'Alipay', 1],
      [4, 'Virtual currency', 1],
      [5, 'Cash', 1],
      [6, 'Contact customer service', 1],
    ]);
    expect(groups.find((g) => g.type === 4)?.bestGiftPercent).toBe('1.5');
  });

  it('gives each type the gift its channels give: "up to" where they differ, none where none gives one', async () => {
    const groups = await ok(app, api.deposit.getRechargeChannels, {}, demo03);
    const badge = (type: number) => groups.find((g) => g.type === type);
    // FPS express (picked first: recommended) gives nothing, FPS large amount 0.5 %: the badge may not say "+0.5%".
    expect(badge(1)).toMatchObject({ bestGiftPercent: '0.5', giftVaries: true });
    expect(badge(4)).toMatchObject({ bestGiftPercent: '1.5', giftVaries: false });
    expect(badge(3)).toMatchObject({ bestGiftPercent: null, giftVaries: false });
    for (const group of groups) {
      const channels = await ok(app, api.deposit.getRechargeChannels1, { type: group.type }, demo03);
      const gifts = channels.map((c) => Number(c.giftPercent ?? 0));
      expect(group.bestGiftPercent === null ? 0 : Number(group.bestGiftPercent)).toBe(Math.max(...gifts));
      expect(group.giftVaries).toBe(new Set(gifts).size > 1);
    }
  });

  it('answers the channels of one type with their blocks: USDT rate and addresses for crypto', async () => {
    const [usdt] = await ok(app, api.deposit.getRechargeChannels1, { type: 4 }, demo03);
    expect(usdt).toMatchObject({ type: 4, currency: 'USDT', rate: '7.10', fields: { receipt: false, protocol: true } });
    if (usdt?.type !== 4) throw new Error('not crypto');
    expect(usdt.receivers.map((r) => r.protocol)).toEqual(['TRC20', 'ERC20']);
    const fps = await ok(app, api.deposit.getRechargeChannels1, { type: 1 }, demo03, { lang: 'zh_hans' });
    expect(fps[0]).toMatchObject({ id: 1, min: '100.00', max: '50000.00', fields: { depositorName: true, receipt: false } });
    expect(await refused(app, api.deposit.getRechargeChannels1, { type: 9 }, demo03)).toMatch(/Type/);
  });

  it('serves the icons it names', async () => {
    const groups = await ok(app, api.deposit.getRechargeChannels, {}, demo03);
    for (const group of groups)
      expect((await app.inject({ method: 'GET', url: group.icon })).headers['content-type']).toContain('image/svg+xml');
  });
});

describe('recharge/submit rules', () => {
  it('refuses 99.99 and 50,000.01, accepts 100.00 and 50,000.00', async () => {
    expect(await refused(app, api.deposit.submit, fpsDeposit('99.99'), demo03)).toBe(
      'Deposit amount must be between ¥100.00 and ¥50,000.00',
    );
    expect(await refused(app, api.deposit.submit, fpsDeposit('99'), demo03)).toBe('Deposit amount must be between ¥100.00 and ¥50,000.00');
    expect(await refused(app, api.deposit.submit, fpsDeposit('50000.01'), demo03)).toBe(
      'Deposit amount must be between ¥100.00 and ¥50,000.00',
    );
    expect((await deposit(app, demo03, '100.00')).amount).toBe('100.00');
    expect((await deposit(app, demo03, '50000.00')).amount).toBe('50000.00');
  });

  it("refuses an amount outside a channel's narrower limits", async () => {
    const receipt = await uploadReceipt(app, demo03);
    expect(await refused(app, api.deposit.submit, { channelId: 2, amount: '999.99', depositorName: '李娜', receipt }, demo03)).toBe(
      'The amount must be at least ¥1,000.00',
    );
    expect(await refused(app, api.deposit.submit, { channelId: 4, amount: '10000.01' }, demo03)).toBe(
      'The amount must be at most ¥10,000.00',
    );
  });

  it('asks for the fields the channel needs: depositor name, receipt, protocol', async () => {
    expect(await refused(app, api.deposit.submit, { channelId: 1, amount: '100' }, demo03)).toBe('Depositor name is required');
    expect(await refused(app, api.deposit.submit, { channelId: 1, amount: '100', depositorName: 'Bad_Name1' }, demo03)).toBe(
      'Cardholder name: Chinese or English letters and the dot (·) only',
    );
    expect(await refused(app, api.deposit.submit, { channelId: 2, amount: '1000', depositorName: '李娜' }, demo03)).toBe(
      'Upload the payment receipt',
    );
    expect(await refused(app, api.deposit.submit, { channelId: 5, amount: '100' }, demo03)).toBe('Choose a protocol');
  });

  it('accepts only a receipt this player uploaded', async () => {
    const other = await loginAs(app, 'demo02');
    const theirs = await uploadReceipt(app, other);
    const cash = { channelId: 6, amount: '1000', depositorName: '李娜' };
    expect(await refused(app, api.deposit.submit, { ...cash, receipt: theirs }, demo03)).toBe('The receipt must be an image you uploaded');
    expect(await refused(app, api.deposit.submit, { ...cash, receipt: 'receipt/nothing.png' }, demo03)).toBe(
      'The receipt must be an image you uploaded',
    );
  });

  it('refuses an unknown channel and the contact-service channel', async () => {
    expect(await refused(app, api.deposit.submit, { channelId: 99, amount: '100' }, demo03)).toBe('This payment method is not available');
    expect(await refused(app, api.deposit.submit, { channelId: 7, amount: '100' }, demo03)).toBe(
      'This payment method is handled by customer service',
    );
    expect(await refused(app, api.deposit.submit, { amount: '100' }, demo03)).toBe('Choose a payment method');
  });

  it('creates a USDT order without a receipt, with the address, QR, estimated payment and gift (quoteDeposit)', async () => {
    // The order is what tells the player where and how much to pay: nothing to prove before it exists.
    const order = await ok(app, api.deposit.submit, { channelId: 5, amount: '1000.00', protocol: 'ERC20' }, demo03);
    expect(order).toMatchObject({
      status: 0,
      amount: '1000.00',
      gift: '15.00',
      channelType: 4,
      payUrl: null,
      expiresAt: '2026-11-22T12:30:00+08:00',
    });
    expect(order.crypto).toMatchObject({ currency: 'USDT', protocol: 'ERC20', rate: '7.10', payAmount: '140.85' });
    expect(order.crypto?.qrContent).toBe(order.crypto?.address);
    // The gift is capped at 888.00.
    expect((await ok(app, api.deposit.submit, { channelId: 5, amount: '50000', protocol: 'TRC20' }, demo03)).gift).toBe('750.00');
  });

  it('gives link channels a payment page the mock serves', async () => {
    const order = await ok(app, api.deposit.submit, { channelId: 4, amount: '300' }, demo03);
    expect(order.payUrl).toBe(`/assets/wallet/pay/${order.orderNo}`);
    expect((await app.inject({ method: 'GET', url: order.payUrl! })).statusCode).toBe(200);
  });
});

describe('deposit decisions', () => {
  it('is approved by the clock after the delay (2 minutes) and not before, crediting amount + gift', async () => {
    const order = await ok(app, api.deposit.submit, { channelId: 5, amount: '200.00', protocol: 'TRC20' }, demo03);
    await advance(app, 2 * MINUTE - 1);
    expect(await centralBalance(app, demo03)).toBe('0.00');
    expect((await controlCall(app, control.deposit.deposits)).body.orders).toHaveLength(1);
    await advance(app, 1);
    expect(await centralBalance(app, demo03)).toBe('203.00');
    const approved = (await controlCall(app, control.deposit.deposits, { status: 'approved' })).body.orders;
    expect(approved[0]).toMatchObject({ orderNo: order.orderNo, status: 1, finishedAt: '2026-11-22T12:02:00+08:00' });
    const entries = app.mock.world.db.ledger.where({ orderNo: order.orderNo });
    expect(entries.map((e) => [e.type, e.amountFen])).toEqual([
      ['deposit', 200_00],
      ['bonus', 3_00],
    ]);
    // The requirement: 1× amount + gift.
    const overview = await ok(app, api.withdrawal.getWithdrawList, {}, demo03);
    expect(overview.turnover).toEqual({ required: '203.00', completed: '0.00', shortfall: '203.00' });
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('is approved or rejected by the control API; a decided order cannot be decided again', async () => {
    const a = await deposit(app, demo03, '100.00');
    const b = await deposit(app, demo03, '150.00');
    const approve = await controlCall(app, control.deposit.approveDeposit, { orderNo: a.orderNo });
    expect(approve).toMatchObject({ status: 200, body: { order: { status: 1 } } });
    const reject = await controlCall(app, control.deposit.rejectDeposit, { orderNo: b.orderNo });
    expect(reject).toMatchObject({ status: 200, body: { order: { status: 2 } } });
    expect((await controlCall(app, control.deposit.approveDeposit, { orderNo: b.orderNo })).status).toBe(409);
    expect((await controlCall(app, control.deposit.approveDeposit, { orderNo: 'DP000' })).status).toBe(404);
    await advance(app, 10 * MINUTE);
    expect(await centralBalance(app, demo03)).toBe('100.00');
  });

  it('in manual mode waits for the control API and rejects an undecided order when its payment window ends', async () => {
    expect((await controlCall(app, control.funds.updateSettings, { depositDelayMs: null })).body).toMatchObject({ depositDelayMs: null });
    const order = await deposit(app, demo03, '500.00');
    await advance(app, 30 * MINUTE - 1);
    expect((await controlCall(app, control.deposit.deposits)).body.orders).toHaveLength(1);
    await advance(app, 1);
    const rejected = (await controlCall(app, control.deposit.deposits, { status: 'rejected' })).body.orders;
    expect(rejected[0]).toMatchObject({ orderNo: order.orderNo, status: 2 });
    expect(await centralBalance(app, demo03)).toBe('0.00');
  });

  it('a reset restores the default delay', async () => {
    await controlCall(app, control.funds.updateSettings, { depositDelayMs: 5000 });
    await controlCall(app, control.world.reset);
    expect((await controlCall(app, control.funds.settings)).body).toMatchObject({ depositDelayMs: 120_000, withdrawalDelayMs: 300_000 });
  });

  it('keeps pending orders, payees and settings across a state export and import', async () => {
    await controlCall(app, control.funds.updateSettings, { withdrawalDelayMs: null });
    const order = await deposit(app, demo03, '100.00');
    const snapshot = (await controlCall(app, control.world.exportState)).body;
    await controlCall(app, control.world.reset);
    expect((await controlCall(app, control.world.importState, snapshot)).status).toBe(200);
    expect((await controlCall(app, control.funds.settings)).body).toMatchObject({ withdrawalDelayMs: null });
    const session = await loginAs(app, 'demo03');
    await advance(app, 2 * MINUTE);
    expect(await centralBalance(app, session)).toBe('100.00');
    expect((await controlCall(app, control.deposit.deposits, { status: 'approved', username: 'demo03' })).body.orders).toMatchObject([
      { orderNo: order.orderNo },
    ]);
  });
});
