import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { auditLedger } from '@mock/core/ledger';
import { catalogueFor } from '@mock/areas/games/catalogue';
import { controlCall, loginAs, testApp } from '../helpers';
import { firstGame, openPage, play } from '../games/play-helpers';
import { advance, api, bindCard, control, deposit, ok, refused, uploadReceipt, type Session } from '../funds/wallet-helpers';

let app: FastifyInstance;
beforeEach(async () => {
  app = await testApp();
});
afterEach(() => app.close());

const MINUTE = 60_000;
/** The world's first platform day: demo01's seeded month of deposits and withdrawals lies before it. */
const TODAY = { startDate: '2026-11-22', endDate: '2026-11-22' };

async function logOf(session: Session, input: Record<string, unknown> = {}, lang: 'en' | 'zh_hans' = 'en') {
  return ok(app, api.records.getMoneyLogList, { page: 1, pageSize: 100, ...input }, session, { lang });
}

/** demo01: a deposit, a withdrawal rejected, two transfers, a slots spin and a cancelled sports bet. */
async function history(): Promise<{ demo01: Session; sportsOrderNo: string; slotsGameId: number; sportsVenue: string }> {
  const demo01 = await loginAs(app, 'demo01');
  const payee = await bindCard(app, demo01);
  await deposit(app, demo01, '100.00');
  await advance(app, 2 * MINUTE);
  const withdrawal = await ok(
    app,
    api.withdrawal.submit,
    { amount: '300.00', secondaryPassword: '123456', methodId: 1, payeeId: payee.id },
    demo01,
  );
  await advance(app, MINUTE);
  await controlCall(app, control.withdrawal.rejectWithdrawal, { orderNo: withdrawal.orderNo });
  const slots = firstGame(app, 2);
  const sports = firstGame(app, 7);
  await ok(app, api.funds.transfer, { from: 'central', to: slots.venueCode, amount: '50.00' }, demo01);
  await ok(app, api.funds.transfer, { from: 'central', to: sports.venueCode, amount: '40.00' }, demo01);
  await advance(app, MINUTE);
  const slotsPage = await openPage(app, demo01.token, slots.id);
  expect((await play(app, slotsPage.sid, '5.00')).statusCode).toBe(200);
  const sportsPage = await openPage(app, demo01.token, sports.id);
  const state = (await app.inject({ method: 'GET', url: `/play/s/${sportsPage.sid}/state` })).json() as {
    state: { market: { options: Array<{ id: string }> } };
  };
  const bet = await play(app, sportsPage.sid, '10.00', state.state.market.options[0]?.id);
  const sportsOrderNo = (bet.json() as { result: { orderNo: string } }).result.orderNo;
  await advance(app, MINUTE);
  expect((await controlCall(app, control.games.cancelBet, { orderNo: sportsOrderNo })).status).toBe(200);
  return { demo01, sportsOrderNo, slotsGameId: slots.id, sportsVenue: sports.venueCode };
}

describe('record/getMoneyLogType', () => {
  it('lists the seventeen entry types with labels in the request language', async () => {
    const en = await ok(app, api.records.getMoneyLogType, {}, null, { lang: 'en' });
    expect(en.map((o) => o.value)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(en[2]?.label).toBe('Withdrawal refund');
    const zh = await ok(app, api.records.getMoneyLogType, {}, null, { lang: 'zh_hans' });
    expect(zh.slice(0, 5).map((o) => o.label)).toEqual(['存款', '取款', '取款退回', '转入', '转出']);
  });
});

describe('record/getMoneyLogList', () => {
  it("answers every entry of the window, matching the ledger, and each wallet's entries chain", async () => {
    const { demo01 } = await history();
    const log = await logOf(demo01);
    const stored = app.mock.world.db.ledger.where({ uid: demo01.uid });
    // demo01's seed deposit (89.5 days ago) is outside the default window; everything else is in it.
    expect(log.total).toBe(stored.length - 1);
    for (const entry of log.list) {
      const original = stored.find((e) => e.id === entry.id);
      expect(original, `entry ${entry.id}`).toBeDefined();
      expect([entry.wallet, entry.amount, entry.before, entry.after, entry.orderNo]).toEqual([
        original?.wallet,
        (original!.amountFen / 100).toFixed(2),
        (original!.beforeFen / 100).toFixed(2),
        (original!.afterFen / 100).toFixed(2),
        original?.orderNo,
      ]);
    }
    // Newest first: read backwards, each wallet's entries chain from the balance before the window.
    const last = new Map<string, string>([['central', '8888.00']]);
    for (const entry of [...log.list].reverse()) {
      expect(entry.before, `entry ${entry.id}`).toBe(last.get(entry.wallet) ?? '0.00');
      expect(Math.round(Number(entry.before) * 100) + Math.round(Number(entry.amount) * 100)).toBe(Math.round(Number(entry.after) * 100));
      last.set(entry.wallet, entry.after);
    }
    const balances = await ok(app, api.funds.getWalletList, {}, demo01);
    for (const [code, after] of last) expect(balances.wallets.find((w) => w.code === code)?.balance, code).toBe(after);
    expect(auditLedger(app.mock.world)).toEqual([]);
  });

  it('gives types, signed amounts and remarks in the request language', async () => {
    const { demo01, sportsOrderNo, slotsGameId } = await history();
    const log = (await logOf(demo01, TODAY, 'zh_hans')).list;
    const central = log.filter((e) => e.wallet === 'central').reverse();
    expect(central.map((e) => [e.type, e.walletName, e.amount, e.remark])).toEqual([
      [1, '中心钱包', '100.00', '转数快极速'],
      [2, '中心钱包', '-300.00', expect.stringMatching(/^取款至 /)],
      [3, '中心钱包', '300.00', '平台已拒绝，款项已退回中心钱包'],
      [5, '中心钱包', '-50.00', '转至极光电子'],
      [5, '中心钱包', '-40.00', expect.stringMatching(/^转至/)],
    ]);
    const slotsName = catalogueFor(app.mock.world.seed).byId.get(slotsGameId)?.name.zh_hans;
    const slotsEntries = log.filter((e) => e.wallet === 'ag_slots').reverse();
    expect(slotsEntries[0]).toMatchObject({ type: 4, walletName: '极光电子', amount: '50.00', remark: '来自中心钱包' });
    expect(slotsEntries[1]).toMatchObject({ type: 6, amount: '-5.00', remark: slotsName });
    const refund = log.find((e) => e.orderNo === sportsOrderNo && e.type === 8);
    expect(refund?.remark).toMatch(/^注单已取消：/);
    expect(refund?.amount).toBe('10.00');
    const en = (await logOf(demo01, { ...TODAY, type: 4 }, 'en')).list;
    expect(en.map((e) => e.remark)).toEqual(['From Central wallet', 'From Central wallet']);
  });

  it('filters by type and wallet, pages, and keeps the newest first', async () => {
    const { demo01, sportsOrderNo, sportsVenue } = await history();
    const transfersOut = await logOf(demo01, { ...TODAY, type: 5 });
    expect(transfersOut.list.map((e) => e.amount)).toEqual(['-40.00', '-50.00']);
    const sports = await logOf(demo01, { ...TODAY, wallet: sportsVenue });
    expect(sports.list.map((e) => [e.type, e.orderNo === sportsOrderNo])).toEqual([
      [8, true],
      [6, true],
      [4, false],
    ]);
    expect((await logOf(demo01, { ...TODAY, type: 14 })).total).toBe(0);
    const legs = await logOf(demo01, { ...TODAY, orderNo: sports.list[2]?.orderNo });
    expect(legs.list.map((e) => [e.type, e.wallet])).toEqual([
      [4, sportsVenue],
      [5, 'central'],
    ]);
    const page = await logOf(demo01, { ...TODAY, page: 2, pageSize: 3 });
    const all = await logOf(demo01, TODAY);
    expect(page.list.map((e) => e.id)).toEqual(all.list.slice(3, 6).map((e) => e.id));
    expect(all.list.map((e) => e.createdAt)).toEqual([...all.list.map((e) => e.createdAt)].sort().reverse());
  });

  it("shows a deposit's entries only once it is approved, at the approval instant, the gift as a bonus", async () => {
    const demo03 = await loginAs(app, 'demo03');
    const receipt = await uploadReceipt(app, demo03);
    const order = await ok(app, api.deposit.submit, { channelId: 2, amount: '1000.00', depositorName: '李娜', receipt }, demo03);
    expect((await logOf(demo03)).total).toBe(0);
    await advance(app, 2 * MINUTE);
    expect((await logOf(demo03, {}, 'zh_hans')).list).toMatchObject([
      {
        type: 9,
        amount: '5.00',
        before: '1000.00',
        after: '1005.00',
        orderNo: order.orderNo,
        remark: '存款赠送',
        createdAt: '2026-11-22T12:02:00+08:00',
      },
      {
        type: 1,
        amount: '1000.00',
        before: '0.00',
        after: '1000.00',
        orderNo: order.orderNo,
        remark: '转数快大额',
        createdAt: '2026-11-22T12:02:00+08:00',
      },
    ]);
  });

  it('names a reward by its title in the request language, and shows it in transaction records', async () => {
    const demo03 = await loginAs(app, 'demo03');
    await ok(app, api.account.signIn, {}, demo03);
    const [zh] = (await logOf(demo03, {}, 'zh_hans')).list;
    const [en] = (await logOf(demo03, {}, 'en')).list;
    expect(zh?.type).toBe(15);
    expect(zh?.remark).toMatch(/[\u4e00-\u9fff]/);
    expect(en?.remark).not.toBe(zh?.remark);
    expect(en?.remark).toMatch(/Sign-in/);
    const trades = await ok(app, api.records.getTradeList, { page: 1, pageSize: 5 }, demo03);
    expect(trades.list.map((t) => [t.type, t.orderNo])).toEqual([[5, zh?.orderNo]]);
  });

  it('refuses a 31-day window and one date alone', async () => {
    const demo01 = await loginAs(app, 'demo01');
    expect(await refused(app, api.records.getMoneyLogList, { startDate: '2026-10-23', endDate: '2026-11-22' }, demo01)).toBe(
      'Records can be queried for the last 30 days only',
    );
    expect(await refused(app, api.records.getMoneyLogList, { endDate: '2026-11-22' }, demo01)).toBeTruthy();
    // The full 30 days are allowed: the same entries as no window at all (the seeded month's).
    const full = await logOf(demo01, { startDate: '2026-10-24', endDate: '2026-11-22' });
    expect(full.total).toBeGreaterThan(0);
    expect(full.total).toBe((await logOf(demo01)).total);
  });
});
