import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, call, control, controlCall, ctl, failure, loginAs, okData, testApp, validRegistration } from '../helpers';
import { advance, deposit, fpsDeposit, ok, refused, type Session } from '../funds/wallet-helpers';

let app: FastifyInstance;
let demo03: Session;
beforeEach(async () => {
  app = await testApp();
  demo03 = await loginAs(app, 'demo03');
});
afterEach(() => app.close());

const HOUR = 3600_000;
const settings = (session: Session) => ok(app, api.protection.getSettings, {}, session);
const limitIn = async (session: Session, kind: 'deposit' | 'loss', period: 'day' | 'week' | 'month') =>
  (await settings(session)).limits.find((l) => l.kind === kind && l.period === period)!;

describe('deposit limits', () => {
  it('refuses a deposit beyond the daily limit, naming what remains and when it frees up, and creates no order', async () => {
    await ok(app, api.protection.setLimit, { kind: 'deposit', period: 'day', amount: '500' }, demo03);
    await deposit(app, demo03, '300.00');
    const before = app.mock.world.db.depositOrders.findMany((q) => q.where({ uid: demo03.uid })).length;
    expect(await refused(app, api.deposit.submit, fpsDeposit('300.00'), demo03)).toBe(
      'Your daily deposit limit of ¥500.00 leaves ¥200.00 until 2026-11-23 00:00: deposit at most ¥200.00, or wait until then',
    );
    const body = failure(await call(app, api.deposit.submit, fpsDeposit('300.00'), { token: demo03.token, lang: 'zh_hans' }));
    expect(body).toMatchObject({ field: 'amount' });
    expect(body.msg).toContain('¥200.00');
    expect(app.mock.world.db.depositOrders.findMany((q) => q.where({ uid: demo03.uid }))).toHaveLength(before);
    // Exactly what remains is accepted; then nothing is left until midnight.
    await deposit(app, demo03, '200.00');
    expect(await refused(app, api.deposit.submit, fpsDeposit('100.00'), demo03)).toMatch(
      /reached your daily deposit limit of ¥500.00: deposits open again at 2026-11-23 00:00/,
    );
    expect(await limitIn(demo03, 'deposit', 'day')).toMatchObject({ amount: '500.00', used: '500.00', remaining: '0.00' });
    await ctl(app).world.setClock({ now: '2026-11-23T00:00:00+08:00' });
    await deposit(app, demo03, '100.00');
  });

  it('applies the lowest remaining of day, week and month; rejected deposits give their share back', async () => {
    await ok(app, api.protection.setLimit, { kind: 'deposit', period: 'week', amount: '400' }, demo03);
    await ok(app, api.protection.setLimit, { kind: 'deposit', period: 'day', amount: '1000' }, demo03);
    const order = await deposit(app, demo03, '300.00');
    expect(await refused(app, api.deposit.submit, fpsDeposit('200.00'), demo03)).toMatch(
      /weekly deposit limit of ¥400.00 leaves ¥100.00 until 2026-11-23 00:00/,
    );
    await ctl(app).deposit.rejectDeposit({ orderNo: order.orderNo });
    await deposit(app, demo03, '400.00');
  });

  it('applies a decrease at once but keeps a raise pending 24 hours, until the player confirms it', async () => {
    await ok(app, api.protection.setLimit, { kind: 'deposit', period: 'day', amount: '500' }, demo03);
    const raise = await ok(app, api.protection.setLimit, { kind: 'deposit', period: 'day', amount: '2000' }, demo03);
    expect(raise).toMatchObject({
      applied: 'pending',
      limit: { amount: '500.00', pending: { amount: '2000.00', dueAt: '2026-11-23T12:00:00+08:00', confirmable: false } },
    });
    expect(await refused(app, api.protection.confirmLimit, { kind: 'deposit', period: 'day' }, demo03)).toBe(
      'The change to your daily deposit limit can be confirmed from 2026-11-23 12:00, when its 24-hour cooling-off period ends',
    );
    expect(await refused(app, api.deposit.submit, fpsDeposit('600.00'), demo03)).toMatch(/leaves ¥500.00/);
    await advance(app, 24 * HOUR);
    expect((await limitIn(demo03, 'deposit', 'day')).pending).toMatchObject({ confirmable: true });
    // Due is not applied: the raise waits for the player's second word.
    expect(await refused(app, api.deposit.submit, fpsDeposit('600.00'), demo03)).toMatch(/leaves ¥500.00/);
    expect(await ok(app, api.protection.confirmLimit, { kind: 'deposit', period: 'day' }, demo03)).toMatchObject({
      amount: '2000.00',
      pending: null,
    });
    await deposit(app, demo03, '600.00');
    // A decrease applies now and drops a pending raise.
    await ok(app, api.protection.setLimit, { kind: 'deposit', period: 'day', amount: '5000' }, demo03);
    expect(await ok(app, api.protection.setLimit, { kind: 'deposit', period: 'day', amount: '700' }, demo03)).toMatchObject({
      applied: 'now',
      limit: { amount: '700.00', used: '600.00', remaining: '100.00', pending: null },
    });
  });

  it('keeps a removal pending too; cancel withdraws it; confirming nothing pending is refused', async () => {
    await ok(app, api.protection.setLimit, { kind: 'loss', period: 'month', amount: '100' }, demo03);
    const removal = await ok(app, api.protection.setLimit, { kind: 'loss', period: 'month', amount: null }, demo03);
    expect(removal.limit).toMatchObject({ amount: '100.00', pending: { amount: null } });
    expect(await ok(app, api.protection.cancelLimit, { kind: 'loss', period: 'month' }, demo03)).toMatchObject({
      amount: '100.00',
      pending: null,
    });
    expect(await refused(app, api.protection.confirmLimit, { kind: 'loss', period: 'month' }, demo03)).toBe(
      'There is no pending change to your monthly loss limit',
    );
  });

  it('refuses a malformed limit with the envelope and changes nothing', async () => {
    for (const amount of ['0', '-5', '1.234', '10000000.01', 'abc']) {
      const body = failure(await call(app, api.protection.setLimit, { kind: 'deposit', period: 'day', amount }, { token: demo03.token }));
      expect(body.code, amount).toBe(0);
    }
    expect(await refused(app, api.protection.setLimit, { kind: 'deposit', period: 'day', amount: '10000000.01' }, demo03)).toBe(
      'A limit can be at most ¥10,000,000.00',
    );
    expect(await refused(app, api.protection.setLimit, { kind: 'bet', period: 'day', amount: '1' }, demo03)).toMatch(/Kind/);
    expect((await settings(demo03)).limits.every((l) => l.amount === null)).toBe(true);
  });

  it('is safe to retry: the same Idempotency-Key replays the first answer and starts no second cooling-off', async () => {
    await ok(app, api.protection.setLimit, { kind: 'deposit', period: 'day', amount: '100' }, demo03);
    const headers = { 'Idempotency-Key': 'raise-1' };
    const first = await ok(app, api.protection.setLimit, { kind: 'deposit', period: 'day', amount: '900' }, demo03, { headers });
    await advance(app, HOUR);
    const again = await ok(app, api.protection.setLimit, { kind: 'deposit', period: 'day', amount: '900' }, demo03, { headers });
    expect(again).toEqual(first);
    expect((await limitIn(demo03, 'deposit', 'day')).pending?.dueAt).toBe('2026-11-23T12:00:00+08:00');
  });

  it('lets QA make a pending raise due and list it', async () => {
    await ok(app, api.protection.setLimit, { kind: 'deposit', period: 'week', amount: '100' }, demo03);
    await ok(app, api.protection.setLimit, { kind: 'deposit', period: 'week', amount: '300' }, demo03);
    const listed = await ctl(app).protection.list({ username: 'demo03' });
    expect(listed.limits.find((l) => l.period === 'week' && l.kind === 'deposit')?.pending).toMatchObject({
      amount: '300.00',
      confirmable: false,
    });
    expect(await ctl(app).protection.raiseDue({ username: 'demo03' })).toEqual({ username: 'demo03', due: 1 });
    await ok(app, api.protection.confirmLimit, { kind: 'deposit', period: 'week' }, demo03);
    expect((await controlCall(app, control.protection.raiseDue, { username: 'demo03' })).status).toBe(409);
  });
});

describe('the limit invitation and the bet notice', () => {
  it('are shown once: markSeen is remembered for the player on every device', async () => {
    const registered = okData(api.account.register, await call(app, api.account.register, validRegistration('limit01')));
    const fresh = { token: registered.token, uid: registered.uid };
    expect((await settings(fresh)).seen).toEqual({ limitInvitation: false, betNotice: false });
    await ok(app, api.protection.markSeen, { notice: 'limitInvitation' }, fresh);
    const other = await loginAs(app, 'limit01', 'abc12345');
    expect((await settings(other)).seen).toEqual({ limitInvitation: true, betNotice: false });
  });
});
