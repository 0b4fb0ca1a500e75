import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { formatMoney, formatPercent, fromFen, platformDate, toFen } from '@contracts';
import { quoteWithdrawal } from '@contracts/withdrawal/fees';
import { PrivilegeStatus, VipPrivilegeType } from '@contracts/vip/vip';
import { InterestRecordType } from '@contracts/interest/interest';
import { SCENARIOS } from '@mock/scenarios';
import { CLOSES_IN_MS, CLOSING_LOTTERY, CLOSING_ORDERS } from '@mock/scenarios/lottery-closing';
import { INTEREST_ACCRUED, INTEREST_PRINCIPAL } from '@mock/scenarios/interest-unclaimed';
import { PENDING_MONEY } from '@mock/scenarios/pending-money';
import { SHORT_TURNOVER_DEPOSIT } from '@mock/scenarios/short-turnover';
import { BIRTHDAY_VIP_LEVEL } from '@mock/scenarios/vip-birthday';
import { WAITING_QUESTION } from '@mock/scenarios/chat-waiting';
import { ChatSender } from '@contracts/chat/chat';
import { ctl, loginAs, testApp } from '../helpers';
import { api, ok, refused, type Session } from '../funds/wallet-helpers';
import { appWith, onlyPlayer, scenarioNamed } from './scenario-helpers';

/*
 * Each scenario built into its own fresh app, then checked through the API and the control API's reads for what its
 * summary promises, as QA or a journey would find it.
 */
let app: FastifyInstance;
const opened: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(opened.map((a) => a.close()));
  opened.length = 0;
});

/** Builds the scenario into a fresh app (`app`). */
async function build(name: string): Promise<FastifyInstance> {
  app = await appWith(scenarioNamed(name));
  opened.push(app);
  return app;
}

/** Builds the scenario into a fresh app and logs its one player in. */
async function open(name: string): Promise<{ session: Session; username: string; summary: { en: string; zh_hans: string } }> {
  await build(name);
  const scenario = scenarioNamed(name);
  const player = onlyPlayer(scenario);
  return { session: await loginAs(app, player.username, player.password), username: player.username, summary: scenario.summary };
}

const all = { status: 'all' } as const;

/** What each scenario promises, and how its world shows it. */
const CHECKS: Record<string, { promise: string; check: () => Promise<void> }> = {
  'new-player': {
    promise: 'a registered player with a balance of 0.00 and nothing in any record',
    async check() {
      const { session, username } = await open('new-player');
      expect((await ok(app, api.account.getUserBalance, {}, session)).balance).toBe('0.00');
      expect((await ok(app, api.records.getTradeList, {}, session)).list).toEqual([]);
      expect((await ok(app, api.records.getMoneyLogList, {}, session)).list).toEqual([]);
      expect((await ok(app, api.records.getBetList, {}, session)).list).toEqual([]);
      expect((await ctl(app).deposit.deposits({ ...all, username })).orders).toEqual([]);
      const overview = await ok(app, api.withdrawal.getWithdrawList, {}, session);
      expect(overview.methods.flatMap((m) => m.payees)).toEqual([]);
    },
  },
  'demo-month': {
    promise: 'the seeded world itself, demo01 with its month of history',
    async check() {
      const seeded = await testApp();
      opened.push(seeded);
      await build('demo-month');
      expect(app.mock.export({ secrets: false })).toEqual(seeded.mock.export({ secrets: false }));
      const { password, withdrawalPassword } = onlyPlayer(scenarioNamed('demo-month'));
      const session = await loginAs(app, 'demo01', password);
      const { summary } = scenarioNamed('demo-month');
      expect(withdrawalPassword).toBe('123456');
      const user = await ok(app, api.account.getUser, {}, session);
      expect(summary.en).toContain(`VIP ${user.vipLevel}, ${formatMoney(user.balance)}`);
      expect((await ok(app, api.records.getTradeList, {}, session)).total).toBeGreaterThan(5);
      expect((await ctl(app).deposit.deposits({ username: 'demo01' })).orders).toEqual([]);
      expect((await ctl(app).withdrawal.withdrawals({ username: 'demo01' })).orders).toEqual([]);
    },
  },
  'short-turnover': {
    promise: 'the withdrawal page warns of the short turnover, and a withdrawal pays the administrative fee it shows',
    async check() {
      const { session, summary } = await open('short-turnover');
      const overview = await ok(app, api.withdrawal.getWithdrawList, {}, session);
      expect(toFen(overview.balance)).toBeGreaterThanOrEqual(toFen(SHORT_TURNOVER_DEPOSIT));
      expect(overview.turnover.completed).toBe('0.00');
      expect(toFen(overview.turnover.shortfall)).toBeGreaterThanOrEqual(toFen(SHORT_TURNOVER_DEPOSIT));
      expect(summary.en).toContain(`${formatPercent(overview.adminFeePercent)} administrative fee`);
      expect(summary.zh_hans).toContain(`${formatPercent(overview.adminFeePercent)}行政费`);

      const method = overview.methods.find((m) => m.payees.length > 0);
      const payee = method?.payees[0];
      if (!method || !payee) throw new Error('no bound payee');
      const amount = '200.00';
      const preview = quoteWithdrawal(amount, {
        adminFeePercent: overview.adminFeePercent,
        handlingFeePercent: method.handlingFeePercent,
        turnoverShortfall: overview.turnover.shortfall,
        rate: method.rate,
      });
      expect(preview.turnoverWarning).toBe(true);
      expect(toFen(preview.adminFee)).toBe(Math.round((toFen(amount) * Number(overview.adminFeePercent)) / 100));
      expect(toFen(preview.adminFee)).toBeGreaterThan(0);

      const order = await ok(
        app,
        api.withdrawal.submit,
        { amount, secondaryPassword: '123456', methodId: method.id, payeeId: payee.id },
        session,
      );
      expect(order).toMatchObject({ turnoverWarning: true, adminFee: preview.adminFee, actualAmount: preview.actualAmount });
    },
  },
  'pending-money': {
    promise: 'one pending deposit and one pending withdrawal, which only an operator decides',
    async check() {
      const { session, username } = await open('pending-money');
      const pending = async () => ({
        deposits: (await ctl(app).deposit.deposits({ username })).orders.map((o) => [o.amount, o.status]),
        withdrawals: (await ctl(app).withdrawal.withdrawals({ username })).orders.map((o) => [o.amount, o.status, o.turnoverWarning]),
      });
      const promised = { deposits: [[PENDING_MONEY.deposit, 0]], withdrawals: [[PENDING_MONEY.withdrawal, 0, false]] };
      expect(await pending()).toEqual(promised);
      expect(await ctl(app).funds.settings()).toEqual({ depositDelayMs: null, withdrawalDelayMs: null });
      // The player's own pages say so too.
      expect((await ok(app, api.withdrawal.getUserWithdrawList, { status: 0 }, session)).list.map((o) => o.amount)).toEqual([
        PENDING_MONEY.withdrawal,
      ]);
      const balance = (await ok(app, api.account.getUserBalance, {}, session)).balance;
      expect(toFen(balance)).toBeGreaterThanOrEqual(toFen(PENDING_MONEY.funded) - toFen(PENDING_MONEY.withdrawal));

      // Ten clock minutes decide nothing (the default delays would have: 2 and 5 minutes).
      await ctl(app).world.advance({ minutes: 10 });
      expect(await pending()).toEqual(promised);
      expect((await ok(app, api.account.getUserBalance, {}, session)).balance).toBe(balance);

      const [deposit] = (await ctl(app).deposit.deposits({ username })).orders;
      await ctl(app).deposit.approveDeposit({ orderNo: deposit!.orderNo });
      expect((await ok(app, api.account.getUserBalance, {}, session)).balance).toBe(
        fromFen(toFen(balance) + toFen(deposit!.amount) + toFen(deposit!.gift)),
      );
    },
  },
  'lottery-closing': {
    promise: 'the round closes 10 s after the clock, and the player has its open orders',
    async check() {
      const { session, username } = await open('lottery-closing');
      const { lotteries } = await ok(app, api.lottery.lotteryList, {}, null);
      const lotteryId = lotteries.find((l) => l.lottery.code === CLOSING_LOTTERY)!.lottery.id;
      const room = await ok(app, api.lottery.getLotteryInfo, { lotteryId }, null);
      expect(room.current.status).toBe(0);
      expect(Date.parse(room.current.closeAt) - Date.parse(room.serverTime)).toBe(CLOSES_IN_MS);

      const { orders } = await ctl(app).lottery.orders({ username });
      expect(orders.map((o) => [o.issue, o.status, o.lines.map((l) => ({ option: l.option, amount: l.amount }))]).reverse()).toEqual(
        CLOSING_ORDERS.map((bets) => [room.current.issue, 0, bets]),
      );
      const own = await ok(app, api.lottery.getUserGameList, { status: 0 }, session);
      expect(own.list).toHaveLength(CLOSING_ORDERS.length);

      // Ten seconds later the round takes no more bets.
      await ctl(app).world.advance({ ms: CLOSES_IN_MS });
      expect(
        await refused(app, api.lottery.placeOrder, { lotteryId, issue: room.current.issue, bets: CLOSING_ORDERS[0] }, session),
      ).toMatch(/closed/i);
    },
  },
  'vip-birthday': {
    promise: 'a VIP 5 player whose birthday is today, with every privilege claimable',
    async check() {
      const { session } = await open('vip-birthday');
      const vip = await ok(app, api.vip.getVip, {}, session);
      expect(vip.level).toBe(BIRTHDAY_VIP_LEVEL);
      expect(vip.privileges.map((p) => [p.type, p.status])).toEqual(
        VipPrivilegeType.options.map((type) => [type, PrivilegeStatus.enum.claimable]),
      );
      const today = platformDate((await ctl(app).world.clock()).nowMs);
      expect((await ok(app, api.account.userInfo, {}, session)).birthday?.slice(5)).toBe(today.slice(5));

      const gift = await ok(app, api.vip.getVipRes, { type: VipPrivilegeType.enum.birthdayGift }, session);
      expect(toFen(gift.amount)).toBeGreaterThan(0);
    },
  },
  'locked-out': {
    promise: 'the right password is refused from this machine with the lock, for 30 minutes; another device logs in',
    async check() {
      await build('locked-out');
      const { username, password } = onlyPlayer(scenarioNamed('locked-out'));
      const right = { username, password };
      const lock = /too many incorrect passwords from this device: try again in 30 minutes/i;
      expect(await refused(app, api.account.login, right, null, { client: '127.0.0.1' })).toMatch(lock);
      expect(await refused(app, api.account.login, right, null, { client: '127.0.0.1', lang: 'zh_hans' })).toMatch(/30/);
      await loginAs(app, username, password).then(
        () => expect.fail('logged in from a locked device'),
        () => undefined,
      );
      expect(await ok(app, api.account.login, right, null, { client: '192.0.2.7' })).toMatchObject({ username });

      await ctl(app).world.advance({ minutes: 29 });
      expect(await refused(app, api.account.login, right, null, { client: '127.0.0.1' })).toMatch(/try again in 1 minute/i);
      await ctl(app).world.advance({ minutes: 1 });
      expect(await ok(app, api.account.login, right, null, { client: '127.0.0.1' })).toMatchObject({ username });
    },
  },
  'interest-unclaimed': {
    promise: 'interest has accrued on the principal and waits to be received',
    async check() {
      const { session } = await open('interest-unclaimed');
      const data = await ok(app, api.interest.getData, {}, session);
      expect(data.principal).toBe(INTEREST_PRINCIPAL);
      // 3.65 % a year on 10,000.00 is 1.00 a day: two days.
      expect(data.receivable).toBe(INTEREST_ACCRUED);
      const accruals = await ok(app, api.interest.getList, { type: InterestRecordType.enum.accrual }, session);
      expect(accruals.list.length).toBeGreaterThan(0);
      expect((await ok(app, api.interest.getList, { type: InterestRecordType.enum.receive }, session)).list).toEqual([]);

      const received = await ok(app, api.interest.receive, {}, session);
      expect(received).toMatchObject({ amount: INTEREST_ACCRUED, receivable: '0.00' });
    },
  },
  'chat-waiting': {
    promise: 'the question was handed over to an agent who has not replied yet',
    async check() {
      const { session, username } = await open('chat-waiting');
      const { handovers } = await ctl(app).chat.handovers({ username });
      expect(handovers.map((h) => h.status)).toEqual([0]);
      const chat = await ok(app, api.chat.getMessages, {}, session);
      expect(chat.waiting).not.toBeNull();
      expect(chat.messages.filter((m) => m.sender === ChatSender.enum.player).map((m) => m.text)).toEqual([WAITING_QUESTION]);
      expect(chat.messages.some((m) => m.sender === ChatSender.enum.agent)).toBe(false);

      await ctl(app).chat.reply({ username });
      expect((await ok(app, api.chat.getMessages, {}, session)).waiting).toBeNull();
    },
  },
};

describe('the scenarios keep their promises', () => {
  it('every scenario of the catalogue has its check here', () => {
    expect(Object.keys(CHECKS).sort()).toEqual(SCENARIOS.map((s) => s.name).sort());
  });

  it.each(Object.entries(CHECKS).map(([name, { promise, check }]) => [`${name}: ${promise}`, check] as const))('%s', (_title, check) =>
    check(),
  );
});
