import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger } from '@mock/core/ledger';
import { controlCall, loginAs, testApp } from '../helpers';
import {
  advance,
  api,
  bindCard,
  CARD,
  CARD2,
  centralBalance,
  clearRealName,
  control,
  ok,
  refused,
  renameHolder,
  type Session,
} from '../funds/wallet-helpers';

/*
 * "The cardholder name must match the name on your account" (the add-bank-card page): a card or wallet account is
 * bound only in the real name on the account, and money leaves only to one (docs/decisions.md).
 * demo02 registered as "Alice Chen"; demo01 as "张伟", with its seeded card in that name.
 */
let app: FastifyInstance;
let demo02: Session;
beforeEach(async () => {
  app = await testApp();
  demo02 = await loginAs(app, 'demo02');
});
afterEach(() => app.close());

const MINUTE = 60_000;
const card = (cardholderName: string, cardNumber = CARD) => ({ cardholderName, bankId: 3, cardNumber, bankAddress: 'Kowloon branch' });
const payeeCount = () => app.mock.world.db.payees.findMany((q) => q.where({ uid: demo02.uid })).length;

describe('binding a payee in another name', () => {
  it('refuses a card in another name, in both languages, and binds nothing', async () => {
    expect(await refused(app, api.withdrawal.addBank, card('Zhang San'), demo02)).toBe(
      'Cardholder name must match the real name on your account',
    );
    expect(await refused(app, api.withdrawal.addBank, card('Zhang San'), demo02, { lang: 'zh_hans' })).toBe(
      '持卡人姓名必须与账户的真实姓名一致',
    );
    expect(payeeCount()).toBe(0);
  });

  it('takes the account name however it is spelt: case, extra and full-width spaces, the name dot', async () => {
    const bound = await ok(app, api.withdrawal.addBank, card('　ALICE　 chen '), demo02);
    // Stored as typed, its spaces made single: the payee list shows what the player wrote.
    expect(bound.cardholderName).toBe('ALICE chen');
    expect((await ok(app, api.withdrawal.addBank, card('Alice·Chen', CARD2), demo02)).cardholderName).toBe('Alice·Chen');
  });

  it("refuses a wallet account in another name and binds one in the player's own", async () => {
    const wallet = { alias: 'Pocket', address: 'wallet-0001-abcdef' };
    expect(await refused(app, api.withdrawal.addWallet, { realName: '张三', ...wallet }, demo02)).toBe(
      'Real name must match the real name on your account',
    );
    expect(payeeCount()).toBe(0);
    expect((await ok(app, api.withdrawal.addWallet, { realName: 'alice chen', ...wallet }, demo02)).realName).toBe('alice chen');
  });
});

describe('a player without a real name yet', () => {
  it('is told to set it in personal data first; once set, the card binds', async () => {
    await clearRealName(app, demo02);
    expect(await refused(app, api.withdrawal.addBank, card('Alice Chen'), demo02)).toBe(
      'Cardholder name: set your real name in Personal data first (My → Personal data)',
    );
    expect(await refused(app, api.withdrawal.addBank, card('Alice Chen'), demo02, { lang: 'zh_hans' })).toBe(
      '持卡人姓名：请先在个人资料中设置真实姓名（我的 → 个人资料）',
    );
    expect(await refused(app, api.withdrawal.addWallet, { realName: 'Alice Chen', alias: 'w', address: 'W-1' }, demo02)).toBe(
      'Real name: set your real name in Personal data first (My → Personal data)',
    );
    expect((await ok(app, api.withdrawal.getWithdrawList, {}, demo02)).realName).toBeNull();
    await ok(
      app,
      api.account.setUserInfo,
      { realName: 'Alice Chen', gender: 2, birthday: '1990-05-20', mobile: '85261234567', email: 'alice@example.com' },
      demo02,
    );
    expect((await ok(app, api.withdrawal.getWithdrawList, {}, demo02)).realName).toBe('Alice Chen');
    expect((await ok(app, api.withdrawal.addBank, card('Alice Chen'), demo02)).cardholderName).toBe('Alice Chen');
  });
});

describe('withdrawing to a card bound before the rule', () => {
  const form = (payeeId: number, methodId = 1) => ({ amount: '100.00', secondaryPassword: '123456', methodId, payeeId });

  it('refuses a withdrawal to a card in another name and takes no money', async () => {
    const session = await loginAs(app, 'demo01');
    const bound = await bindCard(app, session);
    await renameHolder(app, bound.id, 'Zhang San');
    const overview = await ok(app, api.withdrawal.getWithdrawList, {}, session);
    expect(overview.realName).toBe('张伟');
    expect(await refused(app, api.withdrawal.submit, form(bound.id), session)).toBe(
      'Payee account: it is in another name; withdrawals go only to accounts in the real name on your account',
    );
    expect(await refused(app, api.withdrawal.submit, form(bound.id), session, { lang: 'zh_hans' })).toBe(
      '收款账户：该账户不在您本人名下，只能提款到与账户真实姓名一致的账户',
    );
    expect(await centralBalance(app, session)).toBe('8888.00');
    expect(app.mock.world.db.withdrawalOrders.findMany((q) => q.where({ uid: session.uid, status: 0 }))).toEqual([]);
    // The seeded card is in demo01's own name: it still pays.
    const seeded = overview.methods[0]!.payees.find((p) => p.id !== bound.id)!;
    expect((await ok(app, api.withdrawal.submit, form(seeded.id), session)).status).toBe(0);
  });

  it('without a real name on the account, pays no card (set one first) but still a USDT address, which has no holder', async () => {
    const session = await loginAs(app, 'demo01');
    const { methods } = await ok(app, api.withdrawal.getWithdrawList, {}, session);
    await clearRealName(app, session);
    expect(await refused(app, api.withdrawal.submit, form(methods[0]!.payees[0]!.id), session)).toBe(
      'Payee account: set your real name in Personal data first (My → Personal data)',
    );
    expect((await ok(app, api.withdrawal.submit, form(methods[1]!.payees[0]!.id, 2), session)).status).toBe(0);
  });

  it('rejects and refunds a pending order to a card in another name instead of paying it, by the clock or an operator', async () => {
    const session = await loginAs(app, 'demo01');
    const bound = await bindCard(app, session);
    const [first, second] = [
      await ok(app, api.withdrawal.submit, form(bound.id), session),
      await ok(app, api.withdrawal.submit, form(bound.id), session),
    ];
    await renameHolder(app, bound.id, 'Zhang San');
    expect((await controlCall(app, control.withdrawal.payWithdrawal, { orderNo: first.orderNo })).body.order.status).toBe(2);
    await advance(app, 5 * MINUTE);
    const orders = (await ok(app, api.withdrawal.getUserWithdrawList, { page: 1, pageSize: 2 }, session)).list;
    expect(orders.map((o) => [o.orderNo, o.status])).toEqual([
      [second.orderNo, 2],
      [first.orderNo, 2],
    ]);
    expect(orders[0]!.remark).toBe(
      'Rejected: the payee account is not in the real name on your account; the amount has been returned to your central wallet',
    );
    expect(await centralBalance(app, session)).toBe('8888.00');
    expect(auditLedger(app.mock.world)).toEqual([]);
  });
});
